/**
 * @generated SignedSource<<cf0f17a0bb5e5fac7f069bf322e82dab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type sessionRow_session$data = {
  readonly createdAt: string;
  readonly current: boolean;
  readonly device: string | null | undefined;
  readonly ipAddress: string | null | undefined;
  readonly mobile: boolean;
  readonly updatedAt: string;
  readonly " $fragmentType": "sessionRow_session";
};
export type sessionRow_session$key = {
  readonly " $data"?: sessionRow_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"sessionRow_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "sessionRow_session",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "device",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ipAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Session",
  "abstractKey": null
};

(node as any).hash = "ff65fe4eaf69480deebe43caaa9d6c15";

export default node;
