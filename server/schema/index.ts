import { builder } from "./builder.ts";
import "./repository.ts";
import "./repository-mutations.ts";
import "./user.ts";
import "./user-mutations.ts";
import "./user-email-change.ts";
import "./api-key.ts";
import "./rate-limit.ts";
import "./session.ts";
import "./user-admin.ts";
import "./audit-event.ts";
import "./activity.ts";
import "./job-queue.ts";
import "./job.ts";
import "./webhook-endpoint.ts";
import "./webhook-delivery.ts";
import "./webhook-mutations.ts";

export const schema = builder.toSchema({ sortSchema: true });
