import { queryOptions } from '@tanstack/react-query';
import type { MembershipProgramInput, MembershipTierInput } from '@shop/core/membership/tier.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

const tiers = client.api.admin.membership_tier;

export type TierList = AnswerOf<typeof tiers.$get>;
export type Tier = TierList['data'][number];

/** Every tier and the programme (`GET /api/admin/membership_tier?language`). */
export const tiersQuery = (language: string) =>
  queryOptions({
    queryKey: adminKeys.resource('membership_tier').list({ language }),
    queryFn: ({ signal }) => unwrap(tiers.$get({ query: { language } }, { init: { signal } })),
  });

export const saveTier = (level: number, body: MembershipTierInput & { language?: string }) =>
  unwrap(tiers[':id{[0-9]+}'].$put({ param: { id: String(level) }, json: body as never }));

export const saveProgram = (body: MembershipProgramInput) => unwrap(tiers.program.$put({ json: body as never }));
