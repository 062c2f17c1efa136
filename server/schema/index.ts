import { builder } from "./builder.ts";
import "./repository.ts";
import "./user.ts";

export const schema = builder.toSchema({ sortSchema: true });
