import type { Locale } from "#shared/i18n/locales";
import type { FieldContext, ModelContext } from "./names.ts";

// The model's messages in each catalogue: the generic words are translated templates here, the
// model's and fields' own names come from the spec. Sentences avoid agreeing with the model's
// name (gender, case), so one template reads right for any model.

type Words = {
  search: string;
  searchPlaceholder: string;
  listDescriptionManager: string;
  listDescriptionApp: string;
  created: string;
  updated: string;
  emptyTitle: string;
  emptyManager: string;
  emptyApp: string;
  emptyOwn: string;
  emptyOrganization: string;
  zoneTitle: string;
  zoneDescription: string;
  back: (other: string) => string;
  add: string;
  createTitle: (one: string) => string;
  createDescription: string;
  createSubmit: string;
  created_: (one: string) => string;
  edit: string;
  editTitle: (one: string) => string;
  save: string;
  saved: (one: string) => string;
  delete: string;
  deleteDescription: string;
  deleted: (one: string) => string;
  cancel: string;
  formError: string;
  none: string;
  yes: string;
  no: string;
  optional: (label: string) => string;
  required: (label: string) => string;
  tooLong: (label: string) => string;
  tooShort: (label: string) => string;
  tooLarge: (label: string) => string;
  tooSmall: (label: string) => string;
  invalid: (label: string) => string;
  alreadyUsed: (label: string) => string;
  auditCreate: (one: string) => string;
  auditUpdate: (one: string) => string;
  auditDelete: (one: string) => string;
  scopeRead: (other: string) => string;
  scopeWrite: (other: string) => string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    search: "Search",
    searchPlaceholder: "Search",
    listDescriptionManager: "Every entry in the application: search, add, edit or delete them.",
    listDescriptionApp: "Search, sort and open the entries.",
    created: "Created",
    updated: "Last updated",
    emptyTitle: "Nothing here yet",
    emptyManager: "Entries appear here once they are added. Add the first one.",
    emptyApp: "Entries appear here once an administrator adds one.",
    emptyOwn: "Your entries appear here. Add the first one.",
    emptyOrganization:
      "Your organization's entries appear here. Add the first one, or choose your organization first.",
    zoneTitle: "Delete this entry",
    zoneDescription: "Removes it for good; the audit log keeps its history. This cannot be undone.",
    back: (other) => `All: ${other}`,
    add: "Add",
    createTitle: (one) => `New: ${one}`,
    createDescription: "Fill in the fields, then create.",
    createSubmit: "Create",
    created_: (one) => `${one} {name} created`,
    edit: "Edit",
    editTitle: (one) => `Edit: ${one}`,
    save: "Save",
    saved: (one) => `${one} {name} saved`,
    delete: "Delete",
    deleteDescription: "{name} will be deleted for good.",
    deleted: (one) => `${one} {name} deleted`,
    cancel: "Cancel",
    formError: "Could not save, please try again",
    none: "None",
    yes: "Yes",
    no: "No",
    optional: (label) => `${label} (optional)`,
    required: (label) => `${label} is required`,
    tooLong: (label) => `${label} must be at most {max} characters`,
    tooShort: (label) => `${label} must be at least {min} characters`,
    tooLarge: (label) => `${label} must be at most {max}`,
    tooSmall: (label) => `${label} must be at least {min}`,
    invalid: (label) => `${label} is not valid`,
    alreadyUsed: (label) => `${label} already used`,
    auditCreate: (one) => `${one} created`,
    auditUpdate: (one) => `${one} changed`,
    auditDelete: (one) => `${one} deleted`,
    scopeRead: (other) => `Read: ${other}`,
    scopeWrite: (other) => `Manage: ${other}`,
  },
  fr: {
    search: "Rechercher",
    searchPlaceholder: "Rechercher",
    listDescriptionManager:
      "Toutes les entrées de l’application : recherchez, ajoutez, modifiez ou supprimez-les.",
    listDescriptionApp: "Recherchez, triez et ouvrez les entrées.",
    created: "Création",
    updated: "Dernière modification",
    emptyTitle: "Rien pour l’instant",
    emptyManager: "Les entrées s’affichent ici une fois ajoutées. Ajoutez la première.",
    emptyApp: "Les entrées s’affichent ici dès qu’un administrateur en ajoute une.",
    emptyOwn: "Vos entrées s’affichent ici. Ajoutez la première.",
    emptyOrganization:
      "Les entrées de votre organisation s’affichent ici. Ajoutez la première, ou choisissez d’abord votre organisation.",
    zoneTitle: "Supprimer cette entrée",
    zoneDescription:
      "La supprime définitivement ; le journal d’audit garde son historique. Action irréversible.",
    back: (other) => `Tout : ${other}`,
    add: "Ajouter",
    createTitle: (one) => `Ajouter : ${one}`,
    createDescription: "Remplissez les champs, puis créez.",
    createSubmit: "Créer",
    created_: (one) => `${one} {name} : créé`,
    edit: "Modifier",
    editTitle: (one) => `Modifier : ${one}`,
    save: "Enregistrer",
    saved: (one) => `${one} {name} : enregistré`,
    delete: "Supprimer",
    deleteDescription: "{name} sera supprimé définitivement.",
    deleted: (one) => `${one} {name} : supprimé`,
    cancel: "Annuler",
    formError: "L’enregistrement a échoué, veuillez réessayer",
    none: "Aucune valeur",
    yes: "Oui",
    no: "Non",
    optional: (label) => `${label} (facultatif)`,
    required: (label) => `${label} : champ obligatoire`,
    tooLong: (label) => `${label} : {max} caractères au maximum`,
    tooShort: (label) => `${label} : {min} caractères au minimum`,
    tooLarge: (label) => `${label} : {max} au maximum`,
    tooSmall: (label) => `${label} : {min} au minimum`,
    invalid: (label) => `${label} : valeur non valide`,
    alreadyUsed: (label) => `${label} : déjà utilisé`,
    auditCreate: (one) => `${one} : création`,
    auditUpdate: (one) => `${one} : modification`,
    auditDelete: (one) => `${one} : suppression`,
    scopeRead: (other) => `Lire : ${other}`,
    scopeWrite: (other) => `Gérer : ${other}`,
  },
  ar: {
    search: "بحث",
    searchPlaceholder: "ابحث",
    listDescriptionManager: "كل الإدخالات في التطبيق: ابحث عنها أو أضفها أو عدّلها أو احذفها.",
    listDescriptionApp: "ابحث في الإدخالات ورتّبها وافتحها.",
    created: "تاريخ الإنشاء",
    updated: "آخر تحديث",
    emptyTitle: "لا شيء هنا بعد",
    emptyManager: "تظهر الإدخالات هنا بعد إضافتها. أضف الإدخال الأول.",
    emptyApp: "تظهر الإدخالات هنا عندما يضيفها أحد المسؤولين.",
    emptyOwn: "تظهر إدخالاتك هنا. أضف الإدخال الأول.",
    emptyOrganization: "تظهر إدخالات مؤسستك هنا. أضف الإدخال الأول، أو اختر مؤسستك أولًا.",
    zoneTitle: "حذف هذا الإدخال",
    zoneDescription: "يحذفه نهائيًا؛ ويحتفظ سجل التدقيق بتاريخه. لا يمكن التراجع عن ذلك.",
    back: (other) => `الكل: ${other}`,
    add: "إضافة",
    createTitle: (one) => `إضافة: ${one}`,
    createDescription: "املأ الحقول ثم أنشئ.",
    createSubmit: "إنشاء",
    created_: (one) => `${one} {name}: تم الإنشاء`,
    edit: "تعديل",
    editTitle: (one) => `تعديل: ${one}`,
    save: "حفظ",
    saved: (one) => `${one} {name}: تم الحفظ`,
    delete: "حذف",
    deleteDescription: "سيُحذف {name} نهائيًا.",
    deleted: (one) => `${one} {name}: تم الحذف`,
    cancel: "إلغاء",
    formError: "تعذّر الحفظ، يُرجى المحاولة مرة أخرى",
    none: "لا شيء",
    yes: "نعم",
    no: "لا",
    optional: (label) => `${label} (اختياري)`,
    required: (label) => `${label}: حقل مطلوب`,
    tooLong: (label) => `${label}: {max} حرفًا على الأكثر`,
    tooShort: (label) => `${label}: {min} أحرف على الأقل`,
    tooLarge: (label) => `${label}: {max} على الأكثر`,
    tooSmall: (label) => `${label}: {min} على الأقل`,
    invalid: (label) => `${label}: قيمة غير صالحة`,
    alreadyUsed: (label) => `${label}: مستخدم من قبل`,
    auditCreate: (one) => `${one}: إنشاء`,
    auditUpdate: (one) => `${one}: تعديل`,
    auditDelete: (one) => `${one}: حذف`,
    scopeRead: (other) => `قراءة: ${other}`,
    scopeWrite: (other) => `إدارة: ${other}`,
  },
  sw: {
    search: "Tafuta",
    searchPlaceholder: "Tafuta",
    listDescriptionManager: "Maingizo yote ya programu: yatafute, ongeza, hariri au futa.",
    listDescriptionApp: "Tafuta, panga na ufungue maingizo.",
    created: "Iliundwa",
    updated: "Ilisasishwa mwisho",
    emptyTitle: "Hakuna kitu bado",
    emptyManager: "Maingizo huonekana hapa yakishaongezwa. Ongeza la kwanza.",
    emptyApp: "Maingizo huonekana hapa msimamizi akiongeza moja.",
    emptyOwn: "Maingizo yako huonekana hapa. Ongeza la kwanza.",
    emptyOrganization:
      "Maingizo ya shirika lako huonekana hapa. Ongeza la kwanza, au chagua shirika lako kwanza.",
    zoneTitle: "Futa ingizo hili",
    zoneDescription:
      "Linafutwa kabisa; kumbukumbu za ukaguzi huhifadhi historia yake. Haiwezi kutenduliwa.",
    back: (other) => `Yote: ${other}`,
    add: "Ongeza",
    createTitle: (one) => `Mpya: ${one}`,
    createDescription: "Jaza sehemu, kisha unda.",
    createSubmit: "Unda",
    created_: (one) => `${one} {name}: imeundwa`,
    edit: "Hariri",
    editTitle: (one) => `Hariri: ${one}`,
    save: "Hifadhi",
    saved: (one) => `${one} {name}: imehifadhiwa`,
    delete: "Futa",
    deleteDescription: "{name} itafutwa kabisa.",
    deleted: (one) => `${one} {name}: imefutwa`,
    cancel: "Ghairi",
    formError: "Imeshindwa kuhifadhi, tafadhali jaribu tena",
    none: "Hakuna",
    yes: "Ndiyo",
    no: "Hapana",
    optional: (label) => `${label} (si lazima)`,
    required: (label) => `${label}: inahitajika`,
    tooLong: (label) => `${label}: herufi {max} zaidi`,
    tooShort: (label) => `${label}: angalau herufi {min}`,
    tooLarge: (label) => `${label}: {max} zaidi`,
    tooSmall: (label) => `${label}: angalau {min}`,
    invalid: (label) => `${label}: thamani si sahihi`,
    alreadyUsed: (label) => `${label}: tayari imetumika`,
    auditCreate: (one) => `${one}: imeundwa`,
    auditUpdate: (one) => `${one}: imebadilishwa`,
    auditDelete: (one) => `${one}: imefutwa`,
    scopeRead: (other) => `Soma: ${other}`,
    scopeWrite: (other) => `Simamia: ${other}`,
  },
};

/** Every message id the model adds, with its text in `locale`. */
export function modelMessages(model: ModelContext, locale: Locale): Record<string, string> {
  const w = WORDS[locale];
  const { one, other } = model.spec.labels[locale]!;
  const label = (field: FieldContext) => field.labels[locale]!;
  const m = model.name;
  const messages: Record<string, string> = {
    [`${m}.app.list.title`]: other,
    [`${m}.manager.list.title`]: other,
    [`${m}.app.list.description`]: w.listDescriptionApp,
    [`${m}.manager.list.description`]: w.listDescriptionManager,
    [`${m}.shared.search.label`]: `${w.search}: ${other}`,
    [`${m}.shared.search.placeholder`]: w.searchPlaceholder,
    [`${m}.shared.list.created`]: w.created,
    [`${m}.shared.details.createdAt`]: w.created,
    [`${m}.shared.details.updatedAt`]: w.updated,
    [`${m}.shared.details.none`]: w.none,
    [`${m}.shared.details.yes`]: w.yes,
    [`${m}.shared.details.no`]: w.no,
    [`${m}.manager.list.emptyTitle`]: w.emptyTitle,
    [`${m}.manager.list.emptyDescription`]: w.emptyManager,
    [`${m}.app.list.emptyTitle`]: w.emptyTitle,
    [`${m}.app.list.emptyDescription`]: model.ownerUser
      ? w.emptyOwn
      : model.ownerOrganization
        ? w.emptyOrganization
        : w.emptyApp,
    [`${m}.shared.delete.zoneTitle`]: w.zoneTitle,
    [`${m}.shared.delete.zoneDescription`]: w.zoneDescription,
    [`${m}.shared.delete.zoneButton`]: w.delete,
    [`${m}.shared.detail.back`]: w.back(other),
    [`${m}.shared.create.open`]: w.add,
    [`${m}.shared.create.title`]: w.createTitle(one),
    [`${m}.shared.create.description`]: w.createDescription,
    [`${m}.shared.create.submit`]: w.createSubmit,
    [`${m}.shared.create.success`]: w.created_(one),
    [`${m}.shared.update.open`]: w.edit,
    [`${m}.shared.update.title`]: w.editTitle(one),
    [`${m}.shared.update.submit`]: w.save,
    [`${m}.shared.update.success`]: w.saved(one),
    [`${m}.shared.delete.open`]: w.delete,
    [`${m}.shared.delete.description`]: w.deleteDescription,
    [`${m}.shared.delete.confirm`]: w.delete,
    [`${m}.shared.delete.success`]: w.deleted(one),
    [`${m}.shared.form.cancel`]: w.cancel,
    [`${m}.shared.form.error`]: w.formError,
    [`audit.action.${model.NAME}_CREATE`]: w.auditCreate(one),
    [`audit.action.${model.NAME}_UPDATE`]: w.auditUpdate(one),
    [`audit.action.${model.NAME}_DELETE`]: w.auditDelete(one),
    [`apiKey.scope.${model.NAME}_READ`]: w.scopeRead(other),
    [`apiKey.scope.${model.NAME}_WRITE`]: w.scopeWrite(other),
  };
  if (model.inApp) messages[`layout.app.nav.${model.plural}`] = other;
  if (model.inManager) messages[`layout.manager.nav.${model.plural}`] = other;
  for (const field of model.fields) {
    const name = label(field);
    messages[`${m}.shared.field.${field.name}`] = name;
    messages[`${m}.shared.form.${field.name}`] = field.required ? name : w.optional(name);
    const problem = (key: string, text: string) => {
      messages[`${m}.validation.${field.name}${key}`] = text;
    };
    problem("Invalid", w.invalid(name));
    if (field.required) problem("Required", w.required(name));
    if (field.isText && field.max !== undefined) problem("TooLong", w.tooLong(name));
    if (field.isText && field.hasMin) problem("TooShort", w.tooShort(name));
    if (!field.isText && field.max !== undefined) problem("TooLarge", w.tooLarge(name));
    if (!field.isText && field.hasMin) problem("TooSmall", w.tooSmall(name));
    if (field.isKey) problem("AlreadyUsed", w.alreadyUsed(name));
    for (const value of field.values ?? []) {
      messages[`${m}.enum.${field.name}.${value.value}`] = value.labels[locale]!;
    }
  }
  return messages;
}
