import { z } from "zod";

// The page's policy forbids eval (docs/decisions/022), which zod's compiled parsers (and its
// probe for eval) use. Imported first wherever zod rules are, so it holds before any parse.
z.config({ jitless: true });
