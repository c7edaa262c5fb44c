import { createUserBodySchema, isEmail, USER_ROLES, updateCurrentUserBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import { createSession, isAdmin } from '../../auth/sessions.ts';
import { requireUser } from '../../http/access.ts';
import type { AppEnv, SessionUser } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { reusableJson } from '../../http/readCache.ts';
import { readJson } from '../../http/validate.ts';
import { storageKey, uploadPolicyFor } from '../assets/uploadPolicy.ts';
import { findUserByEmail, insertUser, searchUsersByEmail, updateUser } from './usersRepository.ts';
import { userView, userViewOf } from './userView.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

function requireAdmin(user: SessionUser): void {
  if (!user.admin) {
    throw new HttpError(403, 'Only Earshot team members can do this', {
      hardRefresh: false,
      showToast: false,
    });
  }
}

function emailParam(value: string): string {
  const email = value.trim();
  if (!isEmail(email))
    throw new HttpError(400, 'email must be an e-mail address', { code: 'invalid_parameter' });
  return email;
}

/** users: the signed-in user, admin search and impersonation, user creation and the role list. */
export function usersRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/users/me', async (c) => {
    const user = requireUser(c);
    return reusableJson(
      c,
      await userView(c.get('db'), user.id, { admin: user.admin, impersonate: user.impersonatedBy !== null }),
    );
  });

  app.get('/users/me/:email', async (c) => {
    const admin = requireUser(c);
    requireAdmin(admin);
    const db = c.get('db');
    const target = await findUserByEmail(db, emailParam(c.req.param('email')));
    if (!target) throw new HttpError(404, 'No user with this e-mail address');
    const token = await createSession(db, target.id, c.get('now')(), admin.id);
    const user = await userView(db, target.id, {
      admin: isAdmin(c.get('config'), target.email),
      impersonate: true,
    });
    return c.json({ _token: token, user });
  });

  app.get('/users/search/:email', async (c) => {
    const admin = requireUser(c);
    requireAdmin(admin);
    const fragment = c.req.param('email').trim();
    if (fragment.length === 0 || fragment.length > 254) {
      throw new HttpError(400, 'email must be 1–254 characters', { code: 'invalid_parameter' });
    }
    const db = c.get('db');
    const config = c.get('config');
    const found = await searchUsersByEmail(db, fragment);
    const users = [];
    for (const row of found) {
      users.push(await userView(db, row.id, { admin: isAdmin(config, row.email), impersonate: false }));
    }
    return c.json(users);
  });

  app.patch('/users', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, updateCurrentUserBodySchema);
    const db = c.get('db');
    const updated = await updateUser(db, user.id, body, c.get('now')());
    return c.json(
      await userViewOf(db, updated, {
        admin: isAdmin(c.get('config'), updated?.email ?? user.email),
        impersonate: user.impersonatedBy !== null,
      }),
    );
  });

  app.post('/users', async (c) => {
    requireAdmin(requireUser(c));
    const body = await readJson(c, createUserBodySchema);
    const db = c.get('db');
    const filename = body.filename || null;
    const id = await insertUser(db, { ...body, avatar_filename: filename }, c.get('now')());
    const s3_data = filename
      ? await uploadPolicyFor(c, {
          key: storageKey('avatars', id, filename),
          contentType: body.content_type ?? 'image/png',
          maxSizeBytes: AVATAR_MAX_BYTES,
        })
      : null;
    const user = await userView(db, id, { admin: isAdmin(c.get('config'), body.email), impersonate: false });
    return c.json({ user, s3_data }, 201);
  });

  app.get('/users/roles', (c) => {
    requireUser(c);
    return c.json({
      user_roles: USER_ROLES.map((role) => ({ id: role.value, name: role.label, can_edit: role.canEdit })),
    });
  });

  return app;
}
