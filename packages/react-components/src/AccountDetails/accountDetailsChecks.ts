import { updateAdvertiserBodySchema, updateCurrentUserBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';

// The account details forms' checks, loaded at a form's first focus or check (see `lazyResolver`).

/** The body rules of `updateAdvertiser`, for the advertiser details and attribution settings forms. */
export const advertiserResolver = zodResolver(updateAdvertiserBodySchema);

/** The body rules of `updateCurrentUser`, for the user details form. */
export const userResolver = zodResolver(updateCurrentUserBodySchema);
