import { graphql, useMutation } from "react-relay";
import type { useRetryJobMutation as Mutation } from "../../__generated__/useRetryJobMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The job and its queue come back by id: the row and the counts above update in the store.
const mutation = graphql`
  mutation useRetryJobMutation($input: RetryJobInput!) {
    retryJob(input: $input) {
      job {
        id
        ...failedJobRow_job
      }
      queue {
        id
        ...jobQueueRow_queue
      }
    }
  }
`;

/** Gives a failed job back to its queue, with one attempt more (audited). */
export function useRetryJobMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const retry = (id: string) => commitMutation(commit, { variables: { input: { id } } });
  return [retry, isInFlight] as const;
}
