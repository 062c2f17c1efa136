import { graphql, useMutation } from "react-relay";
import type { useCancelJobMutation as Mutation } from "../../__generated__/useCancelJobMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The job and its queue come back by id: the row and the counts above update in the store.
const mutation = graphql`
  mutation useCancelJobMutation($input: CancelJobInput!) {
    cancelJob(input: $input) {
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

/** Cancels a job that has not finished: it will not run again (audited). */
export function useCancelJobMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const cancel = (id: string) => commitMutation(commit, { variables: { input: { id } } });
  return [cancel, isInFlight] as const;
}
