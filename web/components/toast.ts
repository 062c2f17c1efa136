// The one place features get toasts from, so the library can change behind it.
export { toast } from "sonner";
