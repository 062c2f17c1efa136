import Ellipsis from "lucide-react/icons/ellipsis";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { buttonClassName } from "./ui/button-variants";
import { Menu } from "./ui/menu";

type RowMenuProps = {
  /** The row's name, in the button's accessible name: "More actions for …". */
  name: string;
  /** MenuItem, MenuLinkItem, MenuSeparator; the destructive ones last. */
  children: ReactNode;
};

/**
 * A list row's "…" button and its menu: the actions a row does not show (docs/decisions/096).
 * Positioned, so it sits above the row's stretched name link and a tap on it stays its own.
 */
export function RowMenu({ name, children }: RowMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      label={intl.formatMessage({ id: "common.dataList.moreActions" }, { name })}
      trigger={<Ellipsis aria-hidden="true" className="size-4" />}
      triggerClassName={buttonClassName({ variant: "ghost", size: "sm", className: "w-8 px-0" })}
    >
      {children}
    </Menu>
  );
}
