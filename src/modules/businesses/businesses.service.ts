import type { Transaction, Tx } from '../../db/connection.js';
import type { EventWriter } from '../../events/event-writer.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Page, Paging } from '../../lib/paging.js';
import { changedFields } from '../../lib/changes.js';
import { slugCandidate } from '../../lib/slug.js';
import { businessAudience, canSeeBusiness, type Visibility } from '../../access/visibility.js';
import {
  dec,
  toAssetResponse,
  toBusinessResponse,
  toColumns,
  toPerformanceResponse,
  type WritableFields,
  writableView,
} from './businesses.mapper.js';
import type { BusinessesRepository, BusinessRow, NewBusinessRow } from './businesses.repository.js';
import type {
  BusinessListQuery,
  BusinessResponse,
  CreateAssetInput,
  CreateBusinessInput,
  PerformanceInput,
  UpdateBusinessInput,
} from './businesses.schemas.js';

export interface BusinessesServiceDeps {
  businessesRepository: BusinessesRepository;
  events: EventWriter;
  transaction: Transaction;
}

export function createBusinessesService(deps: BusinessesServiceDeps) {
  const repo = deps.businessesRepository;

  /**
   * Checks that referenced ids exist and agree: a region must lie in the business's country.
   * A region sent without a country sets the country too.
   */
  async function resolvePlace(fields: Partial<WritableFields>, current: Partial<WritableFields>, tx: Tx) {
    // The region the business will have: the one sent, else its current one.
    const regionId = fields.region_id !== undefined ? fields.region_id : current.region_id;
    const refs = await repo.references({ categoryId: fields.category_id, countryId: fields.country_id, regionId }, tx);
    const problems: string[] = [];
    if (fields.category_id && !refs.categoryExists) problems.push('category_id: unknown category');
    if (fields.country_id && !refs.countryExists) problems.push('country_id: unknown country');
    if (fields.region_id && !refs.regionCountryId) problems.push('region_id: unknown region');
    if (problems.length > 0) throw new ValidationError(problems.join('; '));
    const countryId =
      fields.country_id !== undefined
        ? fields.country_id
        : fields.region_id
          ? refs.regionCountryId
          : current.country_id;
    if (regionId && countryId && refs.regionCountryId !== countryId) {
      throw new ValidationError('region_id: the region is not in country_id');
    }
    return countryId === current.country_id ? {} : { country_id: countryId ?? null };
  }

  async function insertWithUniqueSlug(values: Omit<NewBusinessRow, 'slug'>, tx: Tx): Promise<BusinessRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repo.insertUnlessSlugTaken({ ...values, slug: slugCandidate(values.name, attempt) }, tx);
      if (row) return row;
    }
    throw new Error('could not find a free slug');
  }

  async function visibleBusiness(id: string, viewer: Visibility): Promise<BusinessRow> {
    const row = await repo.findById(id, viewer);
    if (!row) throw new NotFoundError(`Business ${id} not found`);
    return row;
  }

  return {
    async get(id: string, viewer: Visibility) {
      return toBusinessResponse(await visibleBusiness(id, viewer));
    },

    async list(query: BusinessListQuery, viewer: Visibility): Promise<Page<BusinessResponse>> {
      const { limit, offset, ...filter } = query;
      const { rows, total } = await repo.list(filter, viewer, { limit, offset });
      return { data: rows.map(toBusinessResponse), total, limit, offset };
    },

    async create(input: CreateBusinessInput): Promise<BusinessResponse> {
      return deps.transaction(async (tx) => {
        const fields: Partial<WritableFields> & { name: string } = input;
        const place = await resolvePlace(fields, {}, tx);
        const row = await insertWithUniqueSlug(
          { ...(toColumns({ ...fields, ...place }) as NewBusinessRow), dataSource: 'api' },
          tx,
        );
        await deps.events.append(
          {
            event: 'business.created',
            data: { business_id: row.id, name: row.name, slug: row.slug },
            requiredScopes: businessAudience(row.visibility),
          },
          tx,
        );
        return toBusinessResponse(row);
      });
    },

    /** Partial update; only changed fields are written and named in the event; a no-op writes nothing. */
    async update(id: string, patch: UpdateBusinessInput, viewer: Visibility): Promise<BusinessResponse> {
      return deps.transaction(async (tx) => {
        const current = await repo.findForUpdate(id, tx);
        if (!current || !canSeeBusiness(viewer, current.visibility))
          throw new NotFoundError(`Business ${id} not found`);
        const before = writableView(current);
        const fields = patch as Partial<WritableFields>;
        const after = {
          ...before,
          ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        };
        if (!after.description_en && !after.description_id) {
          throw new ValidationError('description_en or description_id: at least one is required');
        }
        const place = await resolvePlace(fields, before, tx);
        const changed = changedFields(before, { ...fields, ...place });
        if (changed.length === 0) return toBusinessResponse(current);
        const row = await repo.update(
          id,
          toColumns(Object.fromEntries(changed.map((field) => [field, { ...fields, ...place }[field]]))),
          tx,
        );
        await deps.events.append(
          {
            event: 'business.updated',
            data: { business_id: row.id, name: row.name, updated_fields: changed },
            requiredScopes: businessAudience(row.visibility),
          },
          tx,
        );
        return toBusinessResponse(row);
      });
    },

    /** Assets are answered 404, not 403, without businesses.assets.read: their existence is not disclosed. */
    async listAssets(id: string, paging: Paging, viewer: Visibility) {
      if (!viewer.assets) throw new NotFoundError(`Business ${id} not found`);
      await visibleBusiness(id, viewer);
      const { rows, total } = await repo.listAssets(id, paging);
      return { data: rows.map(toAssetResponse), total, ...paging };
    },

    async addAsset(id: string, input: CreateAssetInput, viewer: Visibility) {
      await visibleBusiness(id, viewer);
      return toAssetResponse(
        await repo.insertAsset({ businessId: id, kind: input.kind, url: input.url, title: input.title ?? null }),
      );
    },

    async getPerformance(id: string, viewer: Visibility) {
      await visibleBusiness(id, viewer);
      const row = await repo.findPerformance(id);
      if (!row) throw new NotFoundError(`Business ${id} has no supplier performance record`);
      return toPerformanceResponse(row);
    },

    /** Upsert: created is true for a new record (201). An update that changes nothing fires nothing. */
    async upsertPerformance(id: string, input: PerformanceInput, viewer: Visibility) {
      return deps.transaction(async (tx) => {
        const business = await repo.findById(id, viewer, tx);
        if (!business) throw new NotFoundError(`Business ${id} not found`);
        const values = {
          reliabilityScore: dec(input.reliability_score),
          qualityScore: dec(input.quality_score),
          responseRatePercent: dec(input.response_rate_percent),
          onTimeDeliveryPercent: dec(input.on_time_delivery_percent),
          totalOrders: input.total_orders,
          notes: input.notes,
        };
        const existing = await repo.findPerformance(id, tx);
        const event = {
          event: 'supplier.performance_updated',
          data: { business_id: id },
          requiredScopes: businessAudience(business.visibility),
        } as const;
        if (!existing) {
          const row = await repo.insertPerformance({ businessId: id, ...values }, tx);
          await deps.events.append(event, tx);
          return { created: true, data: toPerformanceResponse(row) };
        }
        const current = toPerformanceResponse(existing);
        if (changedFields(current, input as Partial<typeof current>).length === 0)
          return { created: false, data: current };
        const row = await repo.updatePerformance(id, values, tx);
        await deps.events.append(event, tx);
        return { created: false, data: toPerformanceResponse(row) };
      });
    },
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
