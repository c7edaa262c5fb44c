import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { creativeFormSchema } from './creative.ts';
import { playlistFormSchema } from './playlist.ts';
import { teamMembersFormSchema } from './teamMember.ts';

const errors = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('team members form', () => {
  const member = { email: 'ana@acme-audio.com', first_name: 'Ana', last_name: 'Ng', user_role: 3 };

  it('accepts up to 50 invites with roles 1, 2, 3, 4 or 7', () => {
    expect(
      teamMembersFormSchema.safeParse([member, { ...member, email: 'bo@acme-audio.com', user_role: 7 }])
        .success,
    ).toBe(true);
  });

  it('needs at least one invite and each address once', () => {
    expect(errors(teamMembersFormSchema, [])).toEqual({ root: 'team.members.required' });
    expect(errors(teamMembersFormSchema, [member, { ...member, email: 'ANA@acme-audio.com' }])).toEqual({
      '1.email': 'team.email.duplicate',
    });
  });

  it('names each broken field of each invite', () => {
    expect(
      errors(teamMembersFormSchema, [{ ...member, email: 'ana', user_role: 5, first_name: '' }]),
    ).toEqual({
      '0.email': 'email.invalid',
      '0.first_name': 'person.first_name.required',
      '0.user_role': 'team.user_role.invalid',
    });
  });

  it('caps one request at 50 invites', () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ ...member, email: `m${index}@acme-audio.com` }));
    expect(errors(teamMembersFormSchema, many)).toEqual({ root: 'team.members.max' });
  });
});

describe('creative form', () => {
  it('needs audio: an existing asset or a file to upload', () => {
    expect(errors(creativeFormSchema, { name: 'Spot' })).toEqual({ asset_uuid: 'creative.audio.required' });
    expect(
      creativeFormSchema.safeParse({ name: 'Spot', asset_uuid: '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b' })
        .success,
    ).toBe(true);
  });

  it('takes the type of each announced file from its extension and needs a valid click URL', () => {
    expect(
      errors(creativeFormSchema, {
        name: 'Spot',
        audio_filename: 'spot.MP3',
        display_filename: 'banner.webp',
        click_url: 'acme-audio.com',
      }),
    ).toEqual({ click_url: 'creative.click_url.invalid' });
    expect(
      errors(creativeFormSchema, {
        name: 'Spot',
        audio_filename: 'spot.flac',
        display_filename: 'banner.svg',
      }),
    ).toEqual({
      audio_filename: 'creative.audio_filename.type',
      display_filename: 'creative.display_filename.type',
    });
    expect(errors(creativeFormSchema, { name: 'Spot', audio_filename: 'no-extension' })).toEqual({
      audio_filename: 'creative.audio_filename.type',
    });
  });
});

describe('playlist form', () => {
  it('needs a name and one of the four types', () => {
    expect(errors(playlistFormSchema, { name: '', type: 'tv' })).toEqual({
      name: 'playlist.name.required',
      type: 'playlist.type.invalid',
    });
  });

  it('checks saved searches and tags', () => {
    expect(
      errors(playlistFormSchema, {
        name: 'News',
        type: 'podcast',
        searches: [{ collection: 'tv_v2', q: '*' }, 'q'],
        tags: ['x'.repeat(51)],
      }),
    ).toEqual({
      'searches.0.collection': 'playlist.search.collection.invalid',
      'searches.1': 'playlist.search.invalid',
      'tags.0': 'playlist.tag.max',
    });
  });
});
