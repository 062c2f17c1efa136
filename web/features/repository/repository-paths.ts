/** The detail route of a repository in an area; global ids may hold "/", "+" or "=". */
export function repositoryPath(area: "manager" | "app", id: string): string {
  return `/${area}/repositories/${encodeURIComponent(id)}`;
}
