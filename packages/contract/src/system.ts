import { z } from 'zod';

/** System status value (spec sections 2 "Root and system status", 3, 9). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const Location = z.object({ ip: z.string() });
export const SystemStatusValue = z.object({
  status: SystemStatusCode.describe('0 normal, 1 maintenance, 2 region/IP restricted'),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: Location,
});
export type SystemStatusValue = z.infer<typeof SystemStatusValue>;
