import type { MessageId } from "./messages";

// Makes react-intl reject unknown message ids at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
