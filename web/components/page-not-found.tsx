import { ErrorScreen } from "./error-screen";

export function PageNotFound() {
  return <ErrorScreen kind="notFound" code={404} />;
}
