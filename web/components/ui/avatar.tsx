import { useIntl } from "react-intl";
import { avatarColors, avatarInitials } from "./avatar-style";

type AvatarProps = {
  name: string;
  email: string;
  /** What keeps the colour stable when the name or e-mail changes: the user's id. */
  seed: string;
  size?: "xs" | "sm" | "md";
};

const sizes = { xs: "size-6 text-[0.625rem]", sm: "size-8 text-xs", md: "size-10 text-sm" };

/** Initials on a colour of their own. Decorative: whatever holds it carries the name. */
export function Avatar({ name, email, seed, size = "sm" }: AvatarProps) {
  const { locale } = useIntl();
  const { background, color } = avatarColors(seed);
  return (
    <span
      aria-hidden="true"
      // Drawn by CSS, not a text node: the button holding the avatar is named by its label,
      // and visible text that is not part of that name confuses speech input
      // (axe's label-content-name-mismatch).
      data-initials={avatarInitials(name, email, locale)}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none before:content-[attr(data-initials)] ${sizes[size]}`}
      style={{ backgroundColor: background, color }}
    />
  );
}
