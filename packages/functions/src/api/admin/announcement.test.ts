import { Admin } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { Role } from '@shop/core/access/role';
import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

let seq = 0;
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A staff member with a role of these permissions, optionally in a group (groups need commission). */
async function staff(permissions: string[] = [], groupId?: number) {
  await adminToken();
  seq++;
  const role = await Role.create({ name: `Announce role ${seq}`, permissions }, SYSTEM);
  const email = `announce${seq}@example.com`;
  const admin = await Admin.create(
    {
      name: `Announce ${seq}`,
      email,
      password: 'Announce123!',
      enabled: true,
      role_id: role.id,
      commission_enabled: groupId !== undefined,
      ...(groupId !== undefined ? { group_id: groupId } : {}),
    },
    SYSTEM,
  );
  const reply = await call('POST', '/api/admin/login', { json: { email, password: 'Announce123!' } });
  return { token: reply.body.token as string, id: admin.id, roleId: role.id };
}

async function announce(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/announcement', {
    token,
    json: { title: `Notice ${++seq}`, content: '<p>Hello</p>', publish_at: at(-hour), ...fields },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; title: string };
}

const inboxIds = async (token: string, query = '') =>
  ((await call('GET', `/api/admin/announcement/inbox${query}`, { token })).body.data as { id: number }[]).map((a) => a.id);

describe('announcements', () => {
  it('reach everyone, the admins of a chosen role, or the members of a chosen group — newest first', async () => {
    const token = await adminToken();
    const group = (await call('POST', '/api/admin/group', { token, json: { name: `Announce team ${++seq}` } })).body as { id: number };
    const a = await staff();
    const b = await staff();
    const member = await staff([], group.id);
    const all = await announce(token, { audience: 'all', publish_at: at(-3 * hour) });
    const forRole = await announce(token, { audience: 'roles', role_ids: [a.roleId], publish_at: at(-2 * hour) });
    const forGroup = await announce(token, { audience: 'groups', group_ids: [group.id], publish_at: at(-hour) });

    expect(await inboxIds(a.token)).toEqual(expect.arrayContaining([forRole.id, all.id]));
    expect(await inboxIds(a.token)).not.toContain(forGroup.id);
    const bIds = await inboxIds(b.token);
    expect(bIds).toContain(all.id);
    expect(bIds).not.toContain(forRole.id);
    expect(bIds).not.toContain(forGroup.id);
    const memberIds = await inboxIds(member.token);
    expect(memberIds.indexOf(forGroup.id)).toBeLessThan(memberIds.indexOf(all.id));
    expect(memberIds).not.toContain(forRole.id);

    // Paged: newest first, the total counts them all; a page past the end is empty.
    const first = await call('GET', '/api/admin/announcement/inbox?per_page=10&page=1', { token: a.token });
    expect(first.body.total).toBe(first.body.data.length);
    expect(first.body.data.map((x: { id: number }) => x.id).indexOf(forRole.id)).toBeLessThan(
      first.body.data.map((x: { id: number }) => x.id).indexOf(all.id),
    );
    const far = await call('GET', '/api/admin/announcement/inbox?page=999', { token: a.token });
    expect(far.body).toMatchObject({ data: [], page: 999, total: first.body.total });
  });

  it('shows an announcement only inside its publish window and while enabled', async () => {
    const token = await adminToken();
    const reader = await staff();
    const later = await announce(token, { audience: 'roles', role_ids: [reader.roleId], publish_at: at(hour) });
    const expired = await announce(token, {
      audience: 'roles',
      role_ids: [reader.roleId],
      publish_at: at(-2 * hour),
      expire_at: at(-hour),
    });
    const live = await announce(token, { audience: 'roles', role_ids: [reader.roleId], expire_at: at(hour) });
    expect(await inboxIds(reader.token)).toEqual(expect.arrayContaining([live.id]));
    expect(await inboxIds(reader.token)).not.toContain(later.id);
    expect(await inboxIds(reader.token)).not.toContain(expired.id);
    expect((await call('GET', `/api/admin/announcement/view/${later.id}`, { token: reader.token })).status).toBe(404);

    await call('PUT', '/api/admin/announcement/batch', { token, json: { ids: [live.id], data: { enabled: false } } });
    expect(await inboxIds(reader.token)).not.toContain(live.id);
    await call('PUT', '/api/admin/announcement/batch', { token, json: { ids: [live.id], data: { enabled: true } } });
    expect(await inboxIds(reader.token)).toContain(live.id);

    // Moving the publish time into the future takes it off the dashboard; deleting removes it.
    const full = (await call('GET', `/api/admin/announcement/${live.id}`, { token })).body;
    const moved = await call('PUT', `/api/admin/announcement/${live.id}`, {
      token,
      json: { ...full, publish_at: at(2 * hour), expire_at: null },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await inboxIds(reader.token)).not.toContain(live.id);
    await call('PUT', `/api/admin/announcement/${live.id}`, { token, json: { ...full, publish_at: at(-hour), expire_at: null } });
    expect(await inboxIds(reader.token)).toContain(live.id);
    expect((await call('DELETE', `/api/admin/announcement/${live.id}`, { token })).status).toBe(200);
    expect(await inboxIds(reader.token)).not.toContain(live.id);
  });

  it('marks an announcement read per admin, once, and counts the unread', async () => {
    const token = await adminToken();
    const one = await staff();
    const two = await staff([], undefined);
    const notice = await announce(token, { audience: 'roles', role_ids: [one.roleId, two.roleId] });
    const unreadBefore = (await call('GET', '/api/admin/announcement/unread', { token: one.token })).body.count as number;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    const row = (await call('GET', '/api/admin/announcement/inbox', { token: one.token })).body.data.find(
      (x: { id: number }) => x.id === notice.id,
    );
    expect(row).toMatchObject({ id: notice.id, read: false, title: notice.title });

    const view = await call('GET', `/api/admin/announcement/view/${notice.id}`, { token: one.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: notice.id, content: '<p>Hello</p>', addressed: true, read_at: null });
    const first = await call('PUT', `/api/admin/announcement/view/${notice.id}/read`, { token: one.token });
    const again = await call('PUT', `/api/admin/announcement/view/${notice.id}/read`, { token: one.token });
    expect(first.status).toBe(200);
    expect(again.body.read_at).toBe(first.body.read_at);
    expect((await call('GET', `/api/admin/announcement/view/${notice.id}`, { token: one.token })).body.read_at).toBe(first.body.read_at);

    const after = (await call('GET', '/api/admin/announcement/inbox', { token: one.token })).body.data.find(
      (x: { id: number }) => x.id === notice.id,
    );
    expect(after.read).toBe(true);
    expect((await call('GET', '/api/admin/announcement/unread', { token: one.token })).body.count).toBe(unreadBefore - 1);
    // The other admin's state is their own.
    const other = (await call('GET', '/api/admin/announcement/inbox', { token: two.token })).body.data.find(
      (x: { id: number }) => x.id === notice.id,
    );
    expect(other.read).toBe(false);
  });

  it('refuses to show an announcement to an admin it does not address, unless they hold get announcement', async () => {
    const token = await adminToken();
    const addressed = await staff();
    const outsider = await staff();
    const manager = await staff(['get announcement']);
    const notice = await announce(token, { audience: 'roles', role_ids: [addressed.roleId] });
    const refused = await call('GET', `/api/admin/announcement/view/${notice.id}`, { token: outsider.token });
    expect(refused.status).toBe(404);
    expect(refused.body).not.toHaveProperty('content');
    expect((await call('PUT', `/api/admin/announcement/view/${notice.id}/read`, { token: outsider.token })).status).toBe(404);
    // The management routes need their permissions.
    expect((await call('GET', `/api/admin/announcement/${notice.id}`, { token: outsider.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/announcement', { token: outsider.token })).status).toBe(403);
    const create = await call('POST', '/api/admin/announcement', {
      token: addressed.token,
      json: { title: 'x', content: '<p>x</p>', publish_at: at(0) },
    });
    expect(create.status).toBe(403);
    // A holder of get announcement reads any (not marked read: it is not addressed to them).
    const managed = await call('GET', `/api/admin/announcement/view/${notice.id}`, { token: manager.token });
    expect(managed.status).toBe(200);
    expect(managed.body).toMatchObject({ addressed: false, read_at: null });
    expect((await call('PUT', `/api/admin/announcement/view/${notice.id}/read`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/api/admin/announcement/${notice.id}`, { token: manager.token })).status).toBe(200);
    const limited = await limitedAdmin(['get announcements']);
    expect((await call('GET', '/api/admin/announcement', { token: limited.token })).status).toBe(200);
    expect((await call('GET', '/api/admin/announcement/view/999999', { token: manager.token })).status).toBe(404);
  });

  it("reads the admin's own targets only: announcements for other roles cost their dashboard nothing", async () => {
    const token = await adminToken();
    const reader = await staff();
    const elsewhere = await staff();
    await announce(token, { audience: 'roles', role_ids: [reader.roleId] });
    const inbox = () => call('GET', '/api/admin/announcement/inbox', { token: reader.token });
    await inbox();
    const before = await measureReads(inbox);
    for (let i = 0; i < 12; i++) await announce(token, { audience: 'roles', role_ids: [elsewhere.roleId] });
    const after = await measureReads(inbox);
    expect(after.result.status).toBe(200);
    expect(before.reads.requests).toBeGreaterThan(0);
    expect(after.reads).toEqual(before.reads);
  });

  it('publishes at once when the publish time is left out or blank', async () => {
    const token = await adminToken();
    const reader = await staff();
    const before = new Date().toISOString();
    for (const publish_at of [undefined, '']) {
      const reply = await call('POST', '/api/admin/announcement', {
        token,
        json: { title: 'Now', content: '<p>Now</p>', audience: 'roles', role_ids: [reader.roleId], publish_at },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body.publish_at >= before).toBe(true);
      expect(await inboxIds(reader.token)).toContain(reply.body.id);
    }
  });

  it('sanitises the content and refuses bad input beside its field', async () => {
    const token = await adminToken();
    const xss = await announce(token, { content: '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' });
    expect((await call('GET', `/api/admin/announcement/${xss.id}`, { token })).body.content).toBe('<p>Hi<img src="x" /></p>');

    const bad = await call('POST', '/api/admin/announcement', {
      token,
      json: { title: '', content: '<script>alert(1)</script>', publish_at: 'tomorrow', audience: 'everyone' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toMatchObject({
      title: ['This field is required.'],
      content: ['This field is required.'],
      publish_at: ['Please check your input.'],
      audience: ['Please check your input.'],
    });
    const noRoles = await call('POST', '/api/admin/announcement', {
      token,
      json: { title: 'T', content: '<p>x</p>', publish_at: at(0), audience: 'roles', role_ids: [] },
    });
    expect(noRoles.status).toBe(422);
    expect(noRoles.body.messages.role_ids).toEqual(['Choose at least one role.']);
    const backwards = await call('POST', '/api/admin/announcement', {
      token,
      json: { title: 'T', content: '<p>x</p>', publish_at: at(hour), expire_at: at(0) },
    });
    expect(backwards.body.messages.expire_at).toEqual(['The expiry must be after the publish time.']);
    const ghost = await call('POST', '/api/admin/announcement', {
      token,
      json: { title: 'T', content: '<p>x</p>', publish_at: at(0), audience: 'groups', group_ids: [987654] },
    });
    expect(ghost.status).toBe(422);
    expect(ghost.body.messages.group_ids).toEqual(['A selected group does not exist.']);
  });

  it('lists paged, searched and sorted on the server, without the content', async () => {
    const token = await adminToken();
    const mark = `zephyr${++seq}`;
    const made = [await announce(token, { title: `${mark} alpha` }), await announce(token, { title: `${mark} beta` })];
    const searched = await call('GET', `/api/admin/announcement?search=${mark}&sort=name&order=asc`, { token });
    expect(searched.body.data.map((r: { id: number }) => r.id)).toEqual(made.map((m) => m.id));
    expect(searched.body.data[0]).not.toHaveProperty('content');
    const paged = await call('GET', '/api/admin/announcement?per_page=10&page=1&sort=id&order=desc', { token });
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
    expect(paged.body.data[0].id).toBe(Math.max(...paged.body.data.map((r: { id: number }) => r.id)));
    expect((await call('DELETE', '/api/admin/announcement/batch', { token, json: { ids: made.map((m) => m.id) } })).body).toEqual({
      deleted: 2,
    });
  });
});
