import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { Advertiser } from './advertiser.ts';
import type { AudiencePayload, CreateAudienceBody } from './audience.ts';
import type { CampaignForm, CampaignFormInput } from './campaignForm.ts';
import { type cpaCampaignFormSchema, createCampaignFormSchema } from './campaignForm.ts';
import type { CreatePaymentMethodBody } from './paymentMethod.ts';
import type { CreateTeamMembersBody, TeamMember } from './teamMember.ts';
import type { UpdateCurrentUserBody, User } from './user.ts';

describe('schema types', () => {
  it('infers entities with literal unions', () => {
    expectTypeOf<Advertiser['user_role']>().toEqualTypeOf<1 | 2 | 3 | 4 | 7>();
    expectTypeOf<Advertiser['url']>().toEqualTypeOf<string | null>();
    expectTypeOf<User['advertisers']>().toEqualTypeOf<Advertiser[]>();
    expectTypeOf<TeamMember['status']>().toEqualTypeOf<'active' | 'invited'>();
  });

  it('makes update bodies partial', () => {
    expectTypeOf<UpdateCurrentUserBody>().toEqualTypeOf<{
      email?: string | undefined;
      first_name?: string | undefined;
      last_name?: string | undefined;
    }>();
  });

  it('types request bodies exactly', () => {
    expectTypeOf<CreatePaymentMethodBody>().toEqualTypeOf<{
      payment_method_id: string;
      buyer_id: string;
      type: 'card' | 'sepa_debit' | 'ach';
    }>();
    expectTypeOf<CreateTeamMembersBody>().toBeArray();
  });

  it('discriminates the audience payload by subtype, type always 1 once parsed', () => {
    expectTypeOf<AudiencePayload['subtype']>().toEqualTypeOf<'first-party' | 'crm' | 'cdp'>();
    expectTypeOf<AudiencePayload['type']>().toEqualTypeOf<1>();
    expectTypeOf<CreateAudienceBody['type']>().toEqualTypeOf<1 | undefined>();
    expectTypeOf<Extract<AudiencePayload, { subtype: 'crm' }>>().toHaveProperty('correlation_id');
    expectTypeOf<Extract<AudiencePayload, { subtype: 'crm' }>>().not.toHaveProperty('first_party');
    expectTypeOf<Extract<AudiencePayload, { subtype: 'first-party' }>['firstPartySegments']>().toEqualTypeOf<
      { type: 'url' | 'event'; value: string }[]
    >();
  });

  it('fills campaign form defaults on output only', () => {
    expectTypeOf<CampaignForm['pacing_type']>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6 | 8>();
    expectTypeOf<CampaignForm['status']>().toEqualTypeOf<'draft' | 'scheduled'>();
    expectTypeOf<CampaignFormInput['status']>().toEqualTypeOf<'draft' | 'scheduled' | undefined>();
    expectTypeOf<
      CampaignForm['targeting']['brand_suitability']['categories']['hateSpeech']
    >().toEqualTypeOf<boolean>();
    expectTypeOf<z.output<typeof cpaCampaignFormSchema>>().toEqualTypeOf<CampaignForm>();
    expectTypeOf(createCampaignFormSchema).parameter(0).toEqualTypeOf<{ cpa?: boolean } | undefined>();
  });
});
