import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { ListQuerySchema } from '../shared/paging.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, idNumber, requiredString, TEXT_LIMITS } from '../shared/validation.js';

/** Who an announcement is for: every staff member, the admins of chosen roles, or the members of chosen groups. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'roles', 'groups'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * Roles or groups one announcement may name: each is one audience entry in the announcement's
 * transactions (an update may delete the old and put the new), which must stay under DynamoDB's 100.
 */
export const MAX_ANNOUNCEMENT_TARGETS = 20;

export const ANNOUNCEMENT_MESSAGES = {
  rolesRequired: 'Choose at least one role.',
  groupsRequired: 'Choose at least one group.',
  expireAfterPublish: 'The expiry must be after the publish time.',
  roleMissing: 'A selected role does not exist.',
  groupMissing: 'A selected group does not exist.',
} as const;

/** A list of ids, each once. */
const idList = () =>
  z
    .array(idNumber())
    .max(MAX_ANNOUNCEMENT_TARGETS)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** A moment: an ISO date-time with its offset (`2026-11-24T09:00:00.000Z`, `…+08:00`), stored in UTC. */
const moment = () =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? MESSAGES.required : MESSAGES.check) })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: MESSAGES.check,
      abort: true,
    })
    .transform((v) => new Date(v).toISOString());

/**
 * A staff announcement (issue 10, spec section 2): a title, rich content (sanitised on parse), an
 * audience and a publish window. It is shown from `publish_at` until `expire_at` (if any) to the
 * admins it names, while enabled.
 */
const AnnouncementFields = z.object({
  enabled: booleanish().default(true),
  title: requiredString(255),
  content: richText(TEXT_LIMITS.richText, { required: true }),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: MESSAGES.check }).default('all'),
  role_ids: idList(),
  group_ids: idList(),
  /** Left out or blank: now (the moment it is saved). */
  publish_at: z.preprocess((v) => (v === undefined || v === null || v === '' ? new Date().toISOString() : v), moment()),
  expire_at: z.preprocess((v) => (v === '' ? null : v), moment().nullish()),
});

export const AnnouncementInput = AnnouncementFields.superRefine((input, ctx) => {
  if (input.audience === 'roles' && !input.role_ids.length) {
    ctx.addIssue({ code: 'custom', path: ['role_ids'], message: ANNOUNCEMENT_MESSAGES.rolesRequired });
  }
  if (input.audience === 'groups' && !input.group_ids.length) {
    ctx.addIssue({ code: 'custom', path: ['group_ids'], message: ANNOUNCEMENT_MESSAGES.groupsRequired });
  }
  if (input.expire_at && input.expire_at <= input.publish_at) {
    ctx.addIssue({ code: 'custom', path: ['expire_at'], message: ANNOUNCEMENT_MESSAGES.expireAfterPublish });
  }
});
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

/** Everything but the two id lists, which the entity and the answer declare by hand. */
export const announcementFields = fieldSet(AnnouncementFields.omit({ role_ids: true, group_ids: true }));

export const AnnouncementInfo = z.object({
  id: z.number(),
  ...announcementFields.answer,
  role_ids: z.array(z.number()),
  group_ids: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AnnouncementInfo = z.infer<typeof AnnouncementInfo>;

/** A row of the admin list: without the content. */
export const AnnouncementRow = AnnouncementInfo.omit({ content: true });
export type AnnouncementRow = z.infer<typeof AnnouncementRow>;

/** `GET /api/admin/announcement/inbox`: a page of the signed-in admin's announcements. */
export const AnnouncementInboxQuery = ListQuerySchema.pick({ page: true, per_page: true });

/** One announcement on the dashboard: what it is, when, and whether this admin opened it. */
export const AnnouncementInboxItem = z.object({
  id: z.number(),
  title: z.string(),
  publish_at: z.string(),
  expire_at: z.string().nullable(),
  read: z.boolean(),
});
export type AnnouncementInboxItem = z.infer<typeof AnnouncementInboxItem>;

export const AnnouncementInbox = z.object({
  data: z.array(AnnouncementInboxItem),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type AnnouncementInbox = z.infer<typeof AnnouncementInbox>;

/** The read view (`/admin/announcement/view/{id}`). `addressed`: it is for this admin, live now. */
export const AnnouncementView = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  publish_at: z.string(),
  expire_at: z.string().nullable(),
  updated_at: z.string(),
  addressed: z.boolean(),
  read_at: z.string().nullable(),
});
export type AnnouncementView = z.infer<typeof AnnouncementView>;

export const AnnouncementRead = z.object({ read_at: z.string() });

/** The shell's badge: unread among the newest `UNREAD_WINDOW` live announcements; `more` when there are more than that. */
export const UNREAD_WINDOW = 100;
export const AnnouncementUnread = z.object({ count: z.number(), more: z.boolean() });
export type AnnouncementUnread = z.infer<typeof AnnouncementUnread>;
