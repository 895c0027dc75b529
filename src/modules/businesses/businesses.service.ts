import type { Tx } from '../../db/connection.js';
import type { NewOutboxEvent } from '../../events/outbox.repository.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { Page, Paging } from '../../http/schemas.js';
import { changedFields } from '../../lib/changes.js';
import { canonicalDecimal, decimalToNumber } from '../../lib/money.js';
import { slugCandidate } from '../../lib/slug.js';
import type { AuthenticatedKey } from '../keys/keys.service.js';
import type { AssetRow, BusinessesRepository, BusinessRow, NewBusinessRow, PerformanceRow } from './businesses.repository.js';
import type { BusinessResponse, CreateBusinessInput, PerformanceInput, UpdateBusinessInput } from './businesses.schemas.js';

export interface EventWriter {
  append(tx: Tx, event: NewOutboxEvent): Promise<unknown>;
}

export interface BusinessesServiceDeps {
  businessesRepository: BusinessesRepository;
  events: EventWriter;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

type Viewer = Pick<AuthenticatedKey, 'scopes'>;
const seesHidden = (viewer: Viewer) => viewer.scopes.has('businesses.internal.read');

// API field -> column, for every writable field.
const COLUMNS = {
  name: 'name',
  description_en: 'descriptionEn',
  description_id: 'descriptionId',
  category_id: 'categoryId',
  country_id: 'countryId',
  region_id: 'regionId',
  address: 'address',
  phone: 'phone',
  email: 'email',
  website: 'website',
  whatsapp_number: 'whatsappNumber',
  can_fulfill_orders: 'canFulfillOrders',
  visibility: 'visibility',
  year_established: 'yearEstablished',
  certifications: 'certifications',
  payment_terms: 'paymentTerms',
  minimum_order_value: 'minimumOrderValue',
  minimum_order_currency: 'minimumOrderCurrency',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<keyof UpdateBusinessInput, keyof NewBusinessRow>;

type WritableFields = { [K in keyof typeof COLUMNS]-?: Exclude<UpdateBusinessInput[K], undefined> };

export function toBusinessResponse(row: BusinessRow): BusinessResponse {
  return {
    ...writableView(row),
    id: row.id,
    slug: row.slug,
    minimum_order_value: decimalToNumber(row.minimumOrderValue),
    data_source: row.dataSource,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The writable fields as an update would send them (amounts as canonical decimals), for diffs. */
function writableView(row: BusinessRow): WritableFields {
  const view = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) view[field] = row[column];
  view.minimum_order_value = row.minimumOrderValue === null ? null : canonicalDecimal(row.minimumOrderValue);
  return view as WritableFields;
}

function toColumns(fields: Partial<WritableFields>): Partial<NewBusinessRow> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) values[COLUMNS[field as keyof typeof COLUMNS]] = value;
  }
  return values as Partial<NewBusinessRow>;
}

export function businessAudience(visibility: BusinessRow['visibility']): string[] {
  return visibility === 'public' ? [] : ['businesses.internal.read'];
}

function toAssetResponse(row: AssetRow) {
  return { id: row.id, business_id: row.businessId, kind: row.kind, url: row.url, title: row.title, created_at: row.createdAt.toISOString() };
}

const num = (value: string | null) => (value === null ? null : Number(value));
const dec = (value: number | null | undefined) => (value === undefined || value === null ? value : String(value));

function toPerformanceResponse(row: PerformanceRow) {
  return {
    business_id: row.businessId,
    reliability_score: num(row.reliabilityScore),
    quality_score: num(row.qualityScore),
    response_rate_percent: num(row.responseRatePercent),
    on_time_delivery_percent: num(row.onTimeDeliveryPercent),
    total_orders: row.totalOrders,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
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
      fields.country_id !== undefined ? fields.country_id : fields.region_id ? refs.regionCountryId : current.country_id;
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

  async function visibleBusiness(id: string, viewer: Viewer): Promise<BusinessRow> {
    const row = await repo.findById(id, { includeHidden: seesHidden(viewer) });
    if (!row) throw new NotFoundError(`Business ${id} not found`);
    return row;
  }

  return {
    async get(id: string, viewer: Viewer) {
      return toBusinessResponse(await visibleBusiness(id, viewer));
    },

    async list(
      filter: { categoryId?: string; regionId?: string; countryId?: string; updatedSince?: Date },
      paging: Paging,
      viewer: Viewer,
    ): Promise<Page<BusinessResponse>> {
      const { rows, total } = await repo.list({ ...filter, includeHidden: seesHidden(viewer) }, paging);
      return { data: rows.map(toBusinessResponse), total, ...paging };
    },

    async create(input: CreateBusinessInput): Promise<BusinessResponse> {
      return deps.transaction(async (tx) => {
        const fields: Partial<WritableFields> & { name: string } = input;
        const place = await resolvePlace(fields, {}, tx);
        const row = await insertWithUniqueSlug({ ...(toColumns({ ...fields, ...place }) as NewBusinessRow), dataSource: 'api' }, tx);
        await deps.events.append(tx, {
          event: 'business.created',
          data: { business_id: row.id, name: row.name, slug: row.slug },
          requiredScopes: businessAudience(row.visibility),
        });
        return toBusinessResponse(row);
      });
    },

    /** Partial update; only changed fields are written and named in the event; a no-op writes nothing. */
    async update(id: string, patch: UpdateBusinessInput, viewer: Viewer): Promise<BusinessResponse> {
      return deps.transaction(async (tx) => {
        const current = await repo.findForUpdate(id, tx);
        if (!current || (!seesHidden(viewer) && current.visibility !== 'public')) throw new NotFoundError(`Business ${id} not found`);
        const before = writableView(current);
        const fields = patch as Partial<WritableFields>;
        const after = { ...before, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
        if (!after.description_en && !after.description_id) {
          throw new ValidationError('description_en or description_id: at least one is required');
        }
        const place = await resolvePlace(fields, before, tx);
        const changed = changedFields(before, { ...fields, ...place });
        if (changed.length === 0) return toBusinessResponse(current);
        const row = await repo.update(id, toColumns(Object.fromEntries(changed.map((field) => [field, { ...fields, ...place }[field]]))), tx);
        await deps.events.append(tx, {
          event: 'business.updated',
          data: { business_id: row.id, name: row.name, updated_fields: changed },
          requiredScopes: businessAudience(row.visibility),
        });
        return toBusinessResponse(row);
      });
    },

    /** Assets are answered 404, not 403, without businesses.assets.read (spec 2.4). */
    async listAssets(id: string, paging: Paging, viewer: Viewer) {
      if (!viewer.scopes.has('businesses.assets.read')) throw new NotFoundError(`Business ${id} not found`);
      await visibleBusiness(id, viewer);
      const { rows, total } = await repo.listAssets(id, paging);
      return { data: rows.map(toAssetResponse), total, ...paging };
    },

    async addAsset(id: string, input: { kind: AssetRow['kind']; url: string; title?: string | null }, viewer: Viewer) {
      await visibleBusiness(id, viewer);
      return toAssetResponse(await repo.insertAsset({ businessId: id, kind: input.kind, url: input.url, title: input.title ?? null }));
    },

    async getPerformance(id: string, viewer: Viewer) {
      await visibleBusiness(id, viewer);
      const row = await repo.findPerformance(id);
      if (!row) throw new NotFoundError(`Business ${id} has no supplier performance record`);
      return toPerformanceResponse(row);
    },

    /** Upsert: created is true for a new record (201). An update that changes nothing fires nothing. */
    async upsertPerformance(id: string, input: PerformanceInput, viewer: Viewer) {
      return deps.transaction(async (tx) => {
        const business = await repo.findById(id, { includeHidden: seesHidden(viewer) }, tx);
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
        const event = { event: 'supplier.performance_updated', data: { business_id: id }, requiredScopes: businessAudience(business.visibility) } as const;
        if (!existing) {
          const row = await repo.insertPerformance({ businessId: id, ...values }, tx);
          await deps.events.append(tx, event);
          return { created: true, data: toPerformanceResponse(row) };
        }
        const current = toPerformanceResponse(existing);
        if (changedFields(current, input as Partial<typeof current>).length === 0) return { created: false, data: current };
        const row = await repo.updatePerformance(id, values, tx);
        await deps.events.append(tx, event);
        return { created: false, data: toPerformanceResponse(row) };
      });
    },
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
