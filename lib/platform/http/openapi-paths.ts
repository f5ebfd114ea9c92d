/**
 * How routes become OpenAPI paths: one parameter name per path position (routes that differ only in
 * a parameter's name share one, the parameter's description saying what it holds on each operation),
 * no trailing-slash path (such a route, an empty last segment, is documented on its sibling), and a
 * stable operationId from the method and the documented path.
 */
import type { RouteSpec } from "./route";

interface DocumentedPath {
  spec: RouteSpec;
  /** the OpenAPI path, e.g. /api/bookings/{memberIdOrBookingId}/alert-list */
  path: string;
  /** route parameter name -> documented name */
  names: Record<string, string>;
  /** documented name -> what it holds on this operation, where the name is shared */
  notes: Record<string, string>;
  /** further paragraphs of the operation's description */
  extra: string[];
}

const shapeOf = (path: string) => path.replace(/:\w+/g, "{}");
const namesOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const words = (name: string) => name.split(/Or(?=[A-Z])/).map((w) => w.toLowerCase());
const humanize = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** One name for every name used at one position: one that spells out all others, else all joined by Or. */
function sharedName(names: string[]) {
  const covering = names.find((n) => names.every((m) => m === n || words(n).includes(m.toLowerCase())));
  return covering ?? names.map((n, i) => (i === 0 ? n : pascal(n))).join("Or");
}

export function documentedPaths(specs: RouteSpec[]): DocumentedPath[] {
  const folded = specs.filter((s) => s.path.endsWith("/"));
  const served = specs.filter((s) => !s.path.endsWith("/"));
  // the names used at each position by the routes of one shape
  const byShape = new Map<string, string[][]>();
  for (const spec of served) {
    const positions = byShape.get(shapeOf(spec.path)) ?? [];
    namesOf(spec.path).forEach((name, i) => {
      positions[i] ??= [];
      if (!positions[i].includes(name)) positions[i].push(name);
    });
    byShape.set(shapeOf(spec.path), positions);
  }
  return served.map((spec) => {
    const positions = byShape.get(shapeOf(spec.path))!;
    const names: Record<string, string> = {};
    const notes: Record<string, string> = {};
    namesOf(spec.path).forEach((name, i) => {
      const shared = positions[i].length > 1 ? sharedName(positions[i]) : name;
      names[name] = shared;
      if (shared !== name || positions[i].length > 1) notes[shared] = `On this operation: the ${humanize(name)}`;
    });
    const path = spec.path.replace(/:(\w+)/g, (_, name: string) => `{${names[name]}}`);
    const extra: string[] = [];
    let merged = spec;
    for (const empty of folded.filter((f) => f.method === spec.method && isSiblingOf(f.path, spec.path))) {
      extra.push(`An empty last segment (${empty.path}): ${empty.description ?? empty.summary}`);
      merged = { ...merged, responses: { ...empty.responses, ...merged.responses } };
    }
    return { spec: merged, path, names, notes, extra };
  });
}

/** /a/b/ is documented on /a/b/:id. */
const isSiblingOf = (folded: string, path: string) =>
  path.startsWith(folded) && /^:\w+$/.test(path.slice(folded.length));

/** A stable, readable operation id: the method, then the path's words (a parameter as By{Name}), /api left out. */
export function operationIdOf(method: string, path: string) {
  const segments = path
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? `By${pascal(param[1])}` : segment.split(/[-_.]/).map(pascal).join("");
    });
  return method + segments.join("");
}
