import { Hono } from 'hono';
import { Announcement } from '@shop/core/announcement/announcement';
import { AnnouncementContract } from '@shop/core/announcement/announcement.contract';
import {
  AnnouncementInbox,
  AnnouncementInboxQuery,
  AnnouncementRead,
  AnnouncementUnread,
  AnnouncementView,
} from '@shop/core/announcement/announcement.schema';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { query } from '../validate.js';

/** Staff's management of announcements: the resource routes, guarded by the `announcement` group. */
export const announcementRoutes = resourceRouter(AnnouncementContract, {
  list: (q, filters) => Announcement.list(q, filters),
  options: (q, filters) => Announcement.options(q, filters),
  get: (id) => Announcement.get(id),
  add: (input) => Announcement.create(input),
  edit: (id, input) => Announcement.update(id, input),
  remove: (id) => Announcement.remove(id),
  batchUpdate: (ids, data) => Announcement.batchUpdate(ids, data),
  batchRemove: (ids) => Announcement.batchRemove(ids),
});

/**
 * Every signed-in admin's own announcements (the dashboard, spec section 6: always allowed): those
 * addressed to them and live now. No permission guards these; core answers 404 for an announcement
 * not addressed to the admin unless they hold `get announcement` (decision 0036).
 */
export const myAnnouncementRoutes = new Hono<AppEnv>()
  .get(
    '/inbox',
    doc({ summary: 'A page of the announcements addressed to the signed-in admin, newest first', response: AnnouncementInbox }),
    query(AnnouncementInboxQuery),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      return c.json(await Announcement.inbox(c.get('admin'), page, per_page), 200);
    },
  )
  .get(
    '/unread',
    doc({ summary: 'How many of the newest announcements for the signed-in admin are unread', response: AnnouncementUnread }),
    async (c) => c.json(await Announcement.unread(c.get('admin')), 200),
  )
  .get(
    '/view/:id{[0-9]+}',
    doc({ summary: 'Read one announcement addressed to the signed-in admin', response: AnnouncementView }),
    async (c) => c.json(await Announcement.view(pathId(c), c.get('admin')), 200),
  )
  .put(
    '/view/:id{[0-9]+}/read',
    doc({ summary: 'Mark an announcement addressed to the signed-in admin as read (idempotent)', response: AnnouncementRead }),
    async (c) => c.json(await Announcement.read(pathId(c), c.get('admin')), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/announcement', myAnnouncementRoutes],
  ['/announcement', announcementRoutes],
] as const;
