import * as z from 'zod';

/** The app's anti-forgery value of a GA4 connection: 8 to 200 visible ASCII characters. */
const state = z
  .string({ error: 'ga4.state.invalid' })
  .regex(/^[\x21-\x7e]{8,200}$/, { error: 'ga4.state.invalid' });

/** Body of `authorizeGa4`: starts a GA4 connection; `/ga4/callback` receives `state` unchanged. */
export const authorizeGa4BodySchema = z.strictObject({ state });

/** Body of `authorizeGa4`. */
export type AuthorizeGa4Body = z.infer<typeof authorizeGa4BodySchema>;

/** Body of `connectGa4`: the code and state that `/ga4/callback` received. */
export const connectGa4BodySchema = z.strictObject({
  code: z
    .string({ error: 'ga4.code.invalid' })
    .min(1, { error: 'ga4.code.invalid' })
    .max(200, { error: 'ga4.code.invalid' }),
  state,
});

/** Body of `connectGa4`. */
export type ConnectGa4Body = z.infer<typeof connectGa4BodySchema>;

/** Body of `answerGa4Consent`: the user's Allow or Deny on the consent page, and the chosen property. */
export const answerGa4ConsentBodySchema = z.strictObject({
  decision: z.enum(['approve', 'deny'], { error: 'ga4.decision.invalid' }),
  measurement_id: z
    .string({ error: 'ga4.measurement_id.invalid' })
    .max(30, { error: 'ga4.measurement_id.invalid' })
    .optional(),
});

/** Body of `answerGa4Consent`. */
export type AnswerGa4ConsentBody = z.infer<typeof answerGa4ConsentBodySchema>;
