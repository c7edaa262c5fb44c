import { cardFormSchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';

// The card form's checks, loaded at the form's first focus or check (see `lazyResolver`).

/** The validators' `cardFormSchema` for a card whose expiry is checked against `today`. */
export const cardResolver = (today?: Date) => zodResolver(cardFormSchema(today));
