import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "../schema/index.ts";

// Prints the SDL, sorted so diffs stay readable; codegen.ts writes or checks schema.graphql.
process.stdout.write(`${printSchema(lexicographicSortSchema(schema))}\n`);
