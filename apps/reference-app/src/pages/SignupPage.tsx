import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { useSessionState } from '../app/useSessionState.ts';
import { AppLoader } from '../layout/AppLoader.tsx';
import { LoginRoute } from '../login/LoginRoute.tsx';

// Most visits of /signup ask for a link; the forms of the later steps (the advertiser's fields, its
// logo, the website) load only for the signed-up account that reaches them.
const SignupNameStep = lazy(async () => ({ default: (await import('./SignupNameStep.tsx')).SignupNameStep }));
const SignupWebsiteStep = lazy(async () => ({
  default: (await import('./SignupWebsiteStep.tsx')).SignupWebsiteStep,
}));

/**
 * /signup, a public page (spec §2): a visitor asks for a link that creates the account; the new
 * account, which has no advertiser yet, names its advertiser; and the needs-signup case (one
 * advertiser without a website) gives its advertiser a website.
 */
export function SignupPage() {
  const { isLoggedIn, user, needsSignup } = useSessionState();
  // The step the page opened on stays: finishing it reloads the user, which must not switch it.
  const [step] = useState(() => {
    if (!isLoggedIn) return 'link';
    if (user?.advertisers.length === 0) return 'name';
    return needsSignup ? 'website' : 'done';
  });
  if (step === 'link') return <LoginRoute mode="signup" />;
  if (step === 'done') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<AppLoader />}>
      {step === 'name' ? <SignupNameStep /> : <SignupWebsiteStep />}
    </Suspense>
  );
}
