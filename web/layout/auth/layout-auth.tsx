import { Outlet } from "react-router";
import { LanguageSelect } from "../../components/language-select";
import { ThemeSelect } from "../../components/theme-select";
import { Card } from "../../components/ui/card";
import { usePublicConfig } from "../../config/use-public-config";

/** The sign-in screens: a centred card, then language and theme, settable before signing in. */
export function LayoutAuth() {
  const { productName } = usePublicConfig();

  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-12">
      <p className="text-lg font-semibold tracking-tight text-zinc-900">{productName}</p>
      <Card className="w-full max-w-sm">
        <Outlet />
      </Card>
      <div className="flex w-full max-w-sm flex-wrap items-center justify-center gap-x-6 gap-y-3">
        <LanguageSelect compact />
        <ThemeSelect compact />
      </div>
    </main>
  );
}
