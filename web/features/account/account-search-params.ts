import { z } from "zod";

// Spec §2: state is "" or "change-name" (default ""), newEmail a string (default "").
const accountSearchSchema = z.object({
  state: z.enum(["", "change-name"]).catch(""),
  newEmail: z.string().catch(""),
});

export type AccountSearch = z.infer<typeof accountSearchSchema>;

export function parseAccountSearch(search: URLSearchParams): AccountSearch {
  return accountSearchSchema.parse({
    state: search.get("state") ?? "",
    newEmail: search.get("newEmail") ?? "",
  });
}

/** The search string for `values`, leaving defaults out. */
export function accountSearch(values: Partial<AccountSearch>): string {
  const search = new URLSearchParams();
  if (values.state) search.set("state", values.state);
  if (values.newEmail) search.set("newEmail", values.newEmail);
  const query = search.toString();
  return query ? `?${query}` : "";
}
