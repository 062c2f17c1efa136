import { sealMail } from "../email/mail-job.ts";
import { isLocale } from "../i18n.ts";
import { servicesJobs, type JobContext } from "../jobs/define.ts";

// An endpoint whose deliveries have failed for 3 days without a success is disabled
// (disabledReason FAILING) and its owner is e-mailed, in the language of their last change to
// it (docs/decisions/107). The mail job is sent in the same transaction as the change.

export const FAILING_DISABLE_MS = 3 * 24 * 60 * 60 * 1000;
// A notice is worth sending for a day.
const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function disableFailingEndpoint(context: JobContext, endpointId: string, at: Date) {
  const { prisma, services, logger } = context;
  await prisma.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({
      where: { id: endpointId },
      include: { user: { select: { email: true } } },
    });
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true },
      data: { enabled: false, disabledReason: "FAILING" },
    });
    if (count === 0 || !endpoint) return;
    const locale = isLocale(endpoint.locale) ? endpoint.locale : "en";
    const payload = sealMail(
      services.env.authSecret,
      { template: "webhookDisabled", locale, sendBy: new Date(at.getTime() + NOTICE_WINDOW_MS) },
      { to: endpoint.user.email, url: endpoint.url },
    );
    await servicesJobs(services).send("mail.send", payload, { tx });
    logger.warn({ endpointId }, "disabled a webhook endpoint failing for 3 days");
  });
}
