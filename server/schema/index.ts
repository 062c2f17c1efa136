import { builder } from "./builder.ts";
import "./repository.ts";
import "./user.ts";
import "./user-mutations.ts";
import "./api-key.ts";

export const schema = builder.toSchema({ sortSchema: true });
