import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerJobsQuery } from "../../__generated__/pageManagerJobsQuery.graphql";
import { useDocumentTitle } from "../../components/document-title";
import { Page } from "../../components/page";
import { useRouteQuery } from "../../relay/route-query";
import { FailedJobList } from "./failed-job-list";
import { JobQueueTable } from "./job-queue-table";

const query = graphql`
  query pageManagerJobsQuery {
    ...jobQueueTable_query
    ...failedJobList_query
  }
`;

/** /manager/jobs: the background job queues, and the failed jobs to retry or cancel. */
export function PageManagerJobs() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerJobsQuery>(
    query,
    useRouteQuery<pageManagerJobsQuery>(),
  );
  useDocumentTitle(intl.formatMessage({ id: "job.manager.title" }));

  return (
    <Page
      title={<FormattedMessage id="job.manager.title" />}
      description={<FormattedMessage id="job.manager.description" />}
    >
      <section aria-labelledby="job-queues-heading" className="flex flex-col gap-3">
        <h2 id="job-queues-heading" className="text-lg font-semibold text-zinc-900">
          <FormattedMessage id="job.manager.queues.title" />
        </h2>
        <JobQueueTable query={data} />
      </section>
      <section aria-labelledby="failed-jobs-heading" className="flex flex-col gap-3">
        <h2 id="failed-jobs-heading" className="text-lg font-semibold text-zinc-900">
          <FormattedMessage id="job.manager.failed.title" />
        </h2>
        <FailedJobList query={data} />
      </section>
    </Page>
  );
}
