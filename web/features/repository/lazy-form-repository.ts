import { lazy } from "react";

// The form with react-hook-form and the zod rules loads when a repository dialog first opens,
// not with the list and detail pages that only may open one (docs/decisions/027 and 032).
export const LazyFormRepository = lazy(() =>
  import("./form-repository").then((m) => ({ default: m.FormRepository })),
);
