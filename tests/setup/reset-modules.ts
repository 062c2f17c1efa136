import { configure } from "@testing-library/react";
import { vi } from "vitest";

// The web project's files share a worker's loaded packages (isolate: false), but each file
// starts with the app's own modules fresh: module-level caches (the auth client, the public
// configuration, the message catalogues, the dev-accounts hint) would otherwise carry one
// file's mocks and loaded state into the next, and hide a failure depending on file order.
vi.resetModules();

// findBy* and waitFor wait 1 s by default: a render that takes longer on a busy machine (load
// 20 on 2 cores) failed as if the element were missing. The wait catches a hang, not slowness.
configure({ asyncUtilTimeout: 30_000 });
