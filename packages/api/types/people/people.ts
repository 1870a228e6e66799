/**
 * The People area of the admin API (decisions 0106, 0112): the list with counts by role, one
 * person's page, and their orders (read through the orders domain). Their product requests are
 * the ticket queue's, filtered by designer (`tickets(filter: { designer })`).
 */

import {
  PEOPLE_LIST,
  PERSON_ROLES,
  PERSON_STATUSES,
  PRIVILEGE_TYPES,
} from "#domain/accounts/people.schema.ts";
import {
  getPerson,
  listPeople,
  type PersonDetail,
  type PersonRow,
  peopleCounts,
} from "#domain/accounts/people.service.ts";
import { type OrderWithItems, ordersOfUser } from "#domain/orders/orders.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";
import { Address } from "../account/address.ts";

export const PersonRoleEnum = builder.enumType("PersonRole", { values: PERSON_ROLES });
export const PersonStatusEnum = builder.enumType("PersonStatus", { values: PERSON_STATUSES });
export const PrivilegeTypeEnum = builder.enumType("PrivilegeType", { values: PRIVILEGE_TYPES });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields a list row and a person's page share. */
const personFields = <P extends PersonRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) => ({
  _id: t.id({ resolve: (p) => p.id }),
  name: t.string({ resolve: (p) => p.name }),
  email: t.string({ nullable: true, resolve: (p) => p.email }),
  phone: t.string({ nullable: true, resolve: (p) => p.phone }),
  role: t.field({ type: PersonRoleEnum, resolve: (p) => p.role }),
  status: t.field({ type: PersonStatusEnum, resolve: (p) => p.status }),
  privilageType: t.field({ type: PrivilegeTypeEnum, nullable: true, resolve: (p) => p.privilageType }),
  country: t.string({ nullable: true, resolve: (p) => p.country }),
  favLang: t.string({ resolve: (p) => p.favLang }),
  orderNum: t.int({ resolve: (p) => p.orderNum }),
  createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
});

export const Person = builder.objectRef<PersonRow>("Person").implement({
  description: "A customer, designer or manufacturer as staff see them: never a password or a token",
  fields: personFields,
});

export const PersonPage = builder.objectRef<PersonDetail>("PersonPage").implement({
  description: "One person's profile, the statuses staff may move it to, and their addresses",
  fields: (t) => ({
    ...personFields(t),
    fName: t.exposeString("fName"),
    lName: t.exposeString("lName"),
    city: t.exposeString("city", { nullable: true }),
    mailLang: t.exposeString("mailLang"),
    ownCurrency: t.exposeString("ownCurrency"),
    nextStatuses: t.field({ type: [PersonStatusEnum], resolve: (p) => p.nextStatuses }),
    addresses: t.field({
      type: [Address],
      description: "Empty unless the caller may read other people's addresses",
      resolve: (p) => p.addresses,
    }),
  }),
});

const PersonOrder = builder.objectRef<OrderWithItems>("PersonOrder").implement({
  description: "An order of the person, as their page lists it",
  fields: (t) => ({
    _id: t.exposeID("id"),
    orderId: t.exposeString("orderId", { description: "The number the customer sees" }),
    status: t.exposeString("status"),
    totalPrice: t.exposeInt("totalPrice", { description: "Minor units of the currency" }),
    currency: t.exposeString("currency"),
    itemCount: t.int({ resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
  }),
});

const PeopleFilter = builder.inputType("PeopleFilter", {
  fields: (t) => ({
    role: t.field({ type: PersonRoleEnum }),
    status: t.field({ type: PersonStatusEnum }),
    staff: t.boolean({ description: "true: holders of a privilege type; false: the others" }),
    from: t.string({ description: "Joined on or after this day (YYYY-MM-DD, in the person's country)" }),
    to: t.string({ description: "Joined on or before this day (YYYY-MM-DD, in the person's country)" }),
  }),
});

const Counts = builder
  .objectRef<{ customer: number; designer: number; manufacturer: number }>("PeopleCounts")
  .implement({
    fields: (t) => ({
      customer: t.exposeInt("customer"),
      designer: t.exposeInt("designer"),
      manufacturer: t.exposeInt("manufacturer"),
    }),
  });

builder.queryField("people", (t) =>
  t.field({
    ...guard.admin("read:user:any"),
    type: listOf<PersonRow>("Person", Person),
    description: `Customers, designers and manufacturers, a page at a time; sort: ${PEOPLE_LIST.sortable.join(", ")}; search: name, e-mail or phone`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: PeopleFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listPeople(ctx, listArgsOf(args))),
  }),
);

builder.queryField("peopleCounts", (t) =>
  t.field({
    ...guard.admin("read:user:any"),
    type: envelopeOf("PeopleCounts", Counts),
    description: "How many people of each role match the search and filters (the role filter aside)",
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: PeopleFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => peopleCounts(ctx, listArgsOf(args))),
  }),
);

builder.queryField("person", (t) =>
  t.field({
    ...guard.admin("read:user:any"),
    type: envelopeOf<PersonDetail>("PersonPage", PersonPage),
    description: "One person's page",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => getPerson(ctx, String(args.id))),
  }),
);

builder.queryField("personOrders", (t) =>
  t.field({
    ...guard.admin("read:order:any"),
    type: envelopeOf<OrderWithItems[]>("PersonOrders", [PersonOrder]),
    description: "A person's orders, newest first (the latest 100)",
    args: { user: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => ordersOfUser(ctx, String(args.user))),
  }),
);
