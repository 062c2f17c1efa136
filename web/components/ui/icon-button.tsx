import type { ComponentProps, ReactNode } from "react";
import { buttonClassName, type ButtonVariant } from "./button-variants";

type IconButtonProps = Omit<ComponentProps<"button">, "children" | "aria-label"> & {
  /** The accessible name (and tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
};

/** A square button showing only an icon; its name comes from `label`. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  className,
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClassName({ variant, size: "sm", className: `w-8 px-0 ${className ?? ""}` })}
      {...props}
    >
      <span aria-hidden="true" className="flex">
        {icon}
      </span>
    </button>
  );
}
