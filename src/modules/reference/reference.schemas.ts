import { z } from 'zod';
import { dataEnvelope, listEnvelope, pagingQuery, uuidInput } from '../../http/schemas.js';

const nodeFields = {
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  depth: z.number().int().min(0).max(2).meta({ description: '0 sector, 1 group, 2 category' }),
  parent_id: z.uuid().nullable(),
};

export const categoryNodeSchema = z.object({
  id: nodeFields.id,
  name: nodeFields.name,
  slug: nodeFields.slug,
  depth: nodeFields.depth,
  parent_id: nodeFields.parent_id,
  get children(): z.ZodOptional<z.ZodArray<typeof categoryNodeSchema>> {
    return z.array(categoryNodeSchema).optional();
  },
});
z.globalRegistry.add(categoryNodeSchema, {
  id: 'CategoryNode',
  description: '`children` is present on depth 0 and 1 only',
});

export const categoryDetailSchema = categoryNodeSchema
  .extend({ ancestors: z.array(z.object(nodeFields)).meta({ description: 'Root first, without children' }) })
  .meta({ id: 'CategoryDetail' });

export const categoryTreeResponse = dataEnvelope(z.array(categoryNodeSchema));
export const categoryDetailResponse = dataEnvelope(categoryDetailSchema);

export const countrySchema = z
  .object({
    id: z.uuid(),
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
    code3: z.string().meta({ description: 'ISO 3166-1 alpha-3' }),
    name: z.string(),
    currency: z.string().nullable().meta({ description: 'ISO 4217 code of the main currency' }),
  })
  .meta({ id: 'Country' });

export const regionSchema = z
  .object({
    id: z.uuid(),
    country_id: z.uuid(),
    country_code: z.string(),
    code: z.string().meta({ description: 'ISO 3166-2' }),
    name: z.string(),
    type: z.string(),
  })
  .meta({ id: 'Region' });

export const countryListResponse = listEnvelope(countrySchema);
export const regionListResponse = listEnvelope(regionSchema);

export const regionQuery = pagingQuery.extend({
  country_id: uuidInput().optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'must be an ISO 3166-1 alpha-2 code' })
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type RegionQuery = z.output<typeof regionQuery>;
