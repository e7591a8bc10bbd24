import {
  ADDRESSES_MAX,
  validateAddress,
  type AddressFields,
  type AddressView,
  type Locale,
} from '@nutri/domain/contracts';
import { checkAreaCodes } from '@nutri/domain/areas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { addressesRepository, type AddressRow } from './addresses.repository';

declare module 'fastify' {
  interface FastifyInstance {
    addressesService: ReturnType<typeof createAddressesService>;
  }
}

/** What a stored address says, as an order copies it (the order keeps it even if the address changes). */
function addressFields(row: AddressRow): AddressFields {
  return {
    name: row.name,
    phone: row.phone,
    area: row.area,
    detail: row.detail,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
  };
}

function addressView(row: AddressRow): AddressView {
  return {
    id: row.id,
    ...addressFields(row),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks an address with the form messages (`ADDRESS_MESSAGES`) in the request locale; the first message
 * is the error's `msg` (what a toast shows), every field is listed in `errors`. Area codes are checked
 * against the same area data the web picker shows (`@nutri/domain/areas`), and the stored area text is
 * the names of the codes, never the text the client sent with them.
 */
function checkedAddress(
  input: Partial<Record<keyof AddressFields, unknown>>,
  locale: Locale,
  fieldPrefix = '',
): AddressFields {
  const { value, errors } = validateAddress(input, locale, checkAreaCodes);
  const first = errors[0];
  if (first) {
    throw new DomainError(
      'bad_request',
      first.message,
      errors.map((e) => ({ field: `${fieldPrefix}${e.field}`, message: e.message })),
    );
  }
  return value;
}

async function listAddresses(db: Db, userId: string): Promise<{ list: AddressView[]; total: number }> {
  const rows = await addressesRepository.listByUser(db, userId);
  return { list: rows.map(addressView), total: rows.length };
}

async function saveAddress(
  db: Db,
  userId: string,
  body: Partial<Record<keyof AddressFields, unknown>> & { id?: string; isDefault?: boolean },
  locale: Locale,
): Promise<AddressView> {
  const fields = checkedAddress(body, locale);
  return db.transaction(async (tx) => {
    let row: AddressRow | undefined;
    if (body.id !== undefined) {
      row = await addressesRepository.update(tx, body.id, userId, {
        ...fields,
        ...(body.isDefault !== undefined ? { isDefault: body.isDefault } : {}),
      });
      if (!row)
        throw new DomainError('not_found', 'Address not found', [
          { field: 'id', message: 'address not found' },
        ]);
    } else {
      const n = await addressesRepository.count(tx, userId);
      if (n >= ADDRESSES_MAX) {
        throw new DomainError(
          'conflict',
          `You can save at most ${ADDRESSES_MAX} addresses; delete one first`,
        );
      }
      // The first address is the default, whatever the form said.
      row = await addressesRepository.insert(tx, userId, fields, n === 0 || body.isDefault === true);
    }
    if (row.isDefault) await addressesRepository.clearDefaultExcept(tx, userId, row.id);
    return addressView(row);
  });
}

async function deleteAddress(db: Db, userId: string, id: string): Promise<{ id: string; deleted: true }> {
  await db.transaction(async (tx) => {
    const row = await addressesRepository.delete(tx, id, userId);
    if (!row)
      throw new DomainError('not_found', 'Address not found', [
        { field: 'id', message: 'address not found' },
      ]);
    if (row.isDefault) {
      // Keep a default while the user has addresses: the newest one takes over.
      const [next] = await addressesRepository.listByUser(tx, userId);
      if (next) await addressesRepository.setDefault(tx, next.id);
    }
  });
  return { id, deleted: true };
}

/**
 * The address an order copies (issue 20): a saved one of the user's (`addressId`, ownership already
 * checked by the route's guard; another user's is not found), or the inline one, validated with the
 * address form messages under `address.`.
 */
async function orderAddress(
  db: Db,
  userId: string,
  body: {
    addressId?: string | null | undefined;
    address?: Partial<Record<keyof AddressFields, unknown>> | null | undefined;
  },
  locale: Locale,
): Promise<AddressFields> {
  if (body.addressId) {
    const row = await addressesRepository.byId(db, body.addressId);
    if (!row || row.userId !== userId) {
      throw new DomainError('not_found', 'Address not found', [
        { field: 'addressId', message: 'address not found' },
      ]);
    }
    return addressFields(row);
  }
  return checkedAddress(body.address ?? {}, locale, 'address.');
}

/** The addresses service as the app holds it (`app.addressesService`). */
function createAddressesService() {
  return { listAddresses, saveAddress, deleteAddress, addressView, orderAddress };
}

export default decorationPlugin('addressesService', createAddressesService, { name: 'addresses-service' });
