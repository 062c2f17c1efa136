import { z } from "zod";

// The page's policy forbids eval (docs/decisions/022). Zod compiles object parsers with
// `new Function` unless told not to, and even its probe for eval is reported as a
// violation. Imported first by every web module that brings in zod rules (shared/validation):
// zod stays out of the first load of pages that never validate (docs/decisions/027), and
// the setting is in place before the first parse.
z.config({ jitless: true });
