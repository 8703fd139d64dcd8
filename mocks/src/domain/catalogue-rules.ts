import type { Plan, ResourceLimits } from '@panel/api/contract';
import type { FieldError } from '../contract/validator';
import type { DomainState } from './state';

type Fields = Record<string, unknown>;
type Doc = Fields & { _id: string };

/** The floors a game panel accepts (backend-api: CPU at least 10 %, memory and disk at least 128 MB), and a plan makes at least one server. */
const RESOURCE_FLOORS: Partial<Record<keyof ResourceLimits, number>> = { cpu: 10, memory: 128, disk: 128, servers: 1 };

/** A slug names one article: another article's slug is refused. */
export function articleProblems(domain: DomainState, fields: Fields, doc: Doc | null): FieldError[] {
  if (typeof fields.slug !== 'string') return [];
  const taken = domain.articles.some((article) => article.slug === fields.slug && article._id !== doc?._id);
  return taken ? [{ field: 'slug', message: 'is already used by another article' }] : [];
}

/** Sane resources, and a sale window that ends after it starts. */
export function planProblems(fields: Fields, doc: Doc | null): FieldError[] {
  const problems: FieldError[] = [];
  const resources = fields.productContent as Partial<ResourceLimits> | undefined;
  for (const [resource, floor] of Object.entries(RESOURCE_FLOORS)) {
    const value = resources?.[resource as keyof ResourceLimits];
    if (value !== undefined && value < floor) problems.push({ field: `productContent.${resource}`, message: `must be at least ${floor}` });
  }
  const plan = { ...(doc as Partial<Plan> | null), ...(fields as Partial<Plan>) };
  if (plan.availableIn && plan.availableUntil && plan.availableUntil <= plan.availableIn) {
    problems.push({ field: 'availableUntil', message: 'must be after the start of the sale' });
  }
  return problems;
}
