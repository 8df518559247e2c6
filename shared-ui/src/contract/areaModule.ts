/**
 * What an area's module list says about each module, at the least: its route segment under `<area>/modules/` and
 * its Chinese title. Module definitions (`defineModule`) carry these and much more; the link page needs only these.
 */
export interface AreaModuleLink {
  name: string;
  /** Route under the area base; default `modules/<name>`. */
  route?: string;
  title: string;
  description?: string;
}
