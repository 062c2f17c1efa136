import jobsQuery, {
  type pageManagerJobsQuery,
} from "../../__generated__/pageManagerJobsQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

/** /manager/jobs: the queues' counts and the first page of failed jobs. */
export function managerJobsLoader() {
  return loadRouteQuery<pageManagerJobsQuery>(jobsQuery, {});
}
