import { readFile } from 'node:fs/promises';
import { parseDataFile } from '#tools/data-file/parse';
import { type DataFile, pathsOf, validFile } from './valid-file';

function errorsOf(change: (file: DataFile) => void): string[] {
  const file = validFile();
  change(file);
  const result = parseDataFile(file);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors;
}

describe('parseDataFile: each bad value is reported with its path', () => {
  test('the valid file used below loads', () => {
    expect(parseDataFile(validFile()).ok).toBe(true);
  });

  test('an unknown event type deep in an itinerary', () => {
    const errors = errorsOf((file) => {
      file.shipments[1]!.moves[0]!.events[1]!.type = 'drop-somewhere';
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^shipments\[1\]\.moves\[0\]\.events\[1\]\.type: Invalid option: expected one of "hook-origin"\|/,
    );
  });

  test.each<[string, (file: DataFile) => void, string]>([
    [
      'a non-shipment type in a shipment move',
      (file) => {
        file.shipments[0]!.moves[0]!.events[0]!.type = 'ns-fuel';
      },
      'shipments[0].moves[0].events[0].type',
    ],
    [
      'a shipment event type in a non-shipment move',
      (file) => {
        file.nonShipmentMoves[0]!.events[1]!.type = 'hook-origin';
      },
      'nonShipmentMoves[0].events[1].type',
    ],
    [
      'a move status',
      (file) => {
        file.shipments[0]!.moves[0]!.status = 'done';
      },
      'shipments[0].moves[0].status',
    ],
    [
      'a shipment type',
      (file) => {
        file.shipments[0]!.type = 'inbound';
      },
      'shipments[0].type',
    ],
    [
      'a driver type',
      (file) => {
        file.shipments[0]!.moves[0]!.driver.type = 'employee';
      },
      'shipments[0].moves[0].driver.type',
    ],
    [
      'a certification type',
      (file) =>
        void Object.assign(file.carriers[0]!, {
          certifications: [{ type: 'freight-forwarder', expires: '2030-01-01' }],
        }),
      'carriers[0].certifications[0].type',
    ],
    [
      'a document type',
      (file) => {
        file.documents[0]!.type = 'INVOICE';
      },
      'documents[0].type',
    ],
  ])('an unknown enum value: %s', (_, change, path) => {
    expect(pathsOf(errorsOf(change))).toEqual([path]);
  });

  test.each<[string, (file: DataFile) => void, string]>([
    [
      'a date that is not YYYY-MM-DD',
      (file) => {
        file.drivers[0]!.licenseExpires = '05/01/2030';
      },
      'drivers[0].licenseExpires',
    ],
    [
      'a day that does not exist',
      (file) => {
        file.drivers[0]!.medicalExpires = '2029-02-29';
      },
      'drivers[0].medicalExpires',
    ],
    [
      'a planned date with a time',
      (file) => {
        file.shipments[0]!.moves[0]!.plannedDate = '2026-11-23T00:00:00';
      },
      'shipments[0].moves[0].plannedDate',
    ],
    [
      'a date-time without a time',
      (file) => {
        file.shipments[0]!.moves[0]!.events[0]!.scheduled = '2026-11-23';
      },
      'shipments[0].moves[0].events[0].scheduled',
    ],
    [
      'a creation time that is not a date-time',
      (file) => {
        file.shipments[1]!.createdAt = 'yesterday';
      },
      'shipments[1].createdAt',
    ],
  ])('a bad date: %s', (_, change, path) => {
    expect(pathsOf(errorsOf(change))).toEqual([path]);
  });

  test('a time zone that is not an IANA zone', () => {
    expect(
      errorsOf((file) => {
        file.settings.timeZone = 'Central Time';
      }),
    ).toEqual(['settings.timeZone: expected an IANA time zone such as America/Chicago']);
    expect(
      pathsOf(
        errorsOf((file) => {
          file.settings.timeZone = '+01:00';
        }),
      ),
    ).toEqual(['settings.timeZone']);
  });

  test('other settings', () => {
    const errors = errorsOf((file) => {
      Object.assign(file.settings, { imageFormats: ['gif'], defaultPageSize: 0, driverAcceptance: 'yes' });
    });
    expect(pathsOf(errors)).toEqual([
      'settings.driverAcceptance',
      'settings.imageFormats[0]',
      'settings.defaultPageSize',
    ]);
  });

  test('content that is not base64', () => {
    const errors = errorsOf((file) => {
      file.documents[0]!.pages[0]!.contentBase64 = 'not base64!';
    });
    expect(errors).toEqual(['documents[0].pages[0].contentBase64: expected base64-encoded content']);
  });

  test.each<[string, unknown, string[]]>([
    ['an array instead of an object', [], ['(file): Invalid input: expected object, received array']],
    ['null', null, ['(file): Invalid input: expected object, received null']],
    [
      'a list that is an object',
      { shipments: {} },
      ['shipments: Invalid input: expected array, received object'],
    ],
    [
      'settings that are a string',
      { settings: 'UTC' },
      ['settings: Invalid input: expected object, received string'],
    ],
    [
      'an item that is not an object',
      { tractors: ['T-10'] },
      ['tractors[0]: Invalid input: expected object, received string'],
    ],
    [
      'a numeric id',
      { customers: [{ id: 7, name: 'Acme' }] },
      ['customers[0].id: Invalid input: expected string, received number'],
    ],
  ])('the wrong type: %s', (_, file, errors) => {
    const result = parseDataFile(file);
    expect(result).toEqual({ ok: false, errors });
  });

  test('a required field left out', () => {
    const errors = errorsOf((file) => {
      delete file.shipments[0]!.origin;
    });
    expect(errors).toEqual(['shipments[0].origin: Invalid input: expected string, received undefined']);
  });

  test('a move assigned to a driver without the driver id', () => {
    const errors = errorsOf((file) => {
      file.shipments[0]!.moves[0]!.driver = { type: 'driver' };
    });
    expect(errors).toEqual(['shipments[0].moves[0].driver.id: expected the id of the driver or carrier']);
  });

  test('a deadline where the spec does not allow it', () => {
    const onImport = errorsOf((file) => {
      Object.assign(file.shipments[0]!.moves[0]!.events[0]!, { pickupBy: '2026-11-23T17:00:00' });
    });
    expect(onImport).toEqual([
      'shipments[0].moves[0].events[0].pickupBy: pickupBy is allowed only on hook-origin, mount-origin, pickup-origin events of export or intermodal-oneway shipments',
    ]);
    const onWrongEvent = errorsOf((file) => {
      Object.assign(file.shipments[1]!.moves[0]!.events[1]!, { dropBy: '2026-11-25T17:00:00' });
    });
    expect(pathsOf(onWrongEvent)).toEqual(['shipments[1].moves[0].events[1].dropBy']);
  });
});

describe('parseDataFile: references across the file', () => {
  test.each<[string, (file: DataFile) => void, string]>([
    [
      'an origin that is not a site',
      (file) => {
        file.shipments[0]!.origin = 'Y-1';
      },
      'shipments[0].origin: Site id Y-1 does not exist in sites.',
    ],
    [
      'an unknown customer',
      (file) => {
        file.shipments[0]!.customerId = 'C-9';
      },
      'shipments[0].customerId: Customer C-9 does not exist in customers.',
    ],
    [
      'an unknown container',
      (file) => {
        file.shipments[0]!.equipment!.container = 'TGHU0000000';
      },
      'shipments[0].equipment.container: Container TGHU0000000 does not exist in containers.',
    ],
    [
      'an unknown chassis',
      (file) => {
        file.shipments[0]!.equipment!.chassis = 'CH-9';
      },
      'shipments[0].equipment.chassis: Chassis CH-9 does not exist in chassis.',
    ],
    [
      'an unknown trailer',
      (file) => Object.assign(file.shipments[0]!.equipment!, { trailer: 'TR-9' }),
      'shipments[0].equipment.trailer: Trailer TR-9 does not exist in trailers.',
    ],
    [
      'an unknown event site',
      (file) => {
        file.shipments[0]!.moves[1]!.events[1]!.site.id = '999';
      },
      'shipments[0].moves[1].events[1].site.id: Site id 999 does not exist in sites.',
    ],
    [
      'a yard event at a site',
      (file) => {
        file.shipments[0]!.moves[0]!.events[1]!.site.id = '110';
      },
      'shipments[0].moves[0].events[1].site.id: Site id 110 does not exist in yards.',
    ],
    [
      'a non-shipment event at no location',
      (file) => {
        file.nonShipmentMoves[0]!.events[0]!.site.id = 'Z-1';
      },
      'nonShipmentMoves[0].events[0].site.id: Site id Z-1 does not exist in sites, yards or crossDocks.',
    ],
    [
      'an unknown driver',
      (file) => {
        file.shipments[0]!.moves[0]!.driver.id = 'D-9';
      },
      'shipments[0].moves[0].driver.id: The driver D-9 does not exist in drivers.',
    ],
    [
      'a driver id given as a carrier',
      (file) => {
        file.shipments[0]!.moves[1]!.driver.id = 'D-1';
      },
      'shipments[0].moves[1].driver.id: The carrier D-1 does not exist in carriers.',
    ],
    [
      'an unknown tractor',
      (file) => {
        file.shipments[0]!.moves[0]!.powerUnit!.id = 'T-99';
      },
      'shipments[0].moves[0].powerUnit.id: Tractor T-99 does not exist in tractors.',
    ],
    [
      'a non-shipment move of an unknown driver',
      (file) => {
        file.nonShipmentMoves[0]!.driver.id = 'D-9';
      },
      'nonShipmentMoves[0].driver.id: The driver D-9 does not exist in drivers.',
    ],
    [
      'a document of an unknown shipment',
      (file) => {
        file.documents[0]!.shipmentId = '9999';
      },
      'documents[0].shipmentId: Shipment 9999 does not exist in shipments.',
    ],
    [
      'a document type the settings do not support',
      (file) => Object.assign(file.settings, { documentTypes: ['BOL'] }),
      'documents[0].type: Document type POD is not in settings.documentTypes.',
    ],
  ])('%s', (_, change, error) => {
    expect(errorsOf(change)).toEqual([error]);
  });

  test('a duplicate id within a kind, but not across kinds', () => {
    const errors = errorsOf((file) => {
      file.drivers.push({ id: 'D-1', name: 'Another Ana', licenseExpires: '', medicalExpires: '' });
      file.yards.push({ id: '109', name: 'A yard may share an id with a site' });
    });
    expect(errors).toEqual(['drivers[1].id: Duplicate id D-1: also at drivers[0].id.']);
  });

  test('a duplicate non-shipment event id, across moves', () => {
    const errors = errorsOf((file) => {
      file.nonShipmentMoves.push({
        driver: { id: 'D-1' },
        plannedDate: '2026-11-24',
        powerUnit: { id: '' },
        events: [{ id: 'NS-2', type: 'ns-end-trip', site: { id: 'Y-1' }, scheduled: '' }],
      });
    });
    expect(errors).toEqual([
      'nonShipmentMoves[1].events[0].id: Duplicate non-shipment event id NS-2: also at nonShipmentMoves[0].events[1].id.',
    ]);
  });

  test('two documents of one type for one shipment', () => {
    const errors = errorsOf((file) => void file.documents.push(structuredClone(file.documents[0]!)));
    expect(errors).toEqual([
      'documents[1].type: Shipment 1001 already has a POD document at documents[0].type.',
    ]);
  });

  test('a reference to an item that is itself bad is not reported twice', () => {
    const errors = errorsOf((file) => {
      file.sites[1]!.country = 'USA';
    });
    expect(pathsOf(errors)).toEqual(['sites[1].country']);
  });
});

describe('parseDataFile: every error at once', () => {
  test('the bad-data fixture reports each of its bad values', async () => {
    const file: unknown = JSON.parse(await readFile('test/fixtures/bad-data.json', 'utf8'));
    const result = parseDataFile(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(pathsOf(result.errors)).toEqual([
      'settings.timeZone',
      'drivers[0].licenseExpires',
      'shipments[0].moves[0].events[1].type',
      'documents[0].pages[0].contentBase64',
      'sites[2].id',
      'shipments[1].destination',
    ]);
  });

  test('one bad item does not hide the errors of the others', () => {
    const errors = errorsOf((file) => {
      file.shipments[0]!.status = '';
      file.shipments[1]!.moves[0]!.events[0]!.site.id = '999';
      file.drivers[0]!.licenseExpires = 'soon';
      file.documents[0]!.shipmentId = '9999';
    });
    expect(pathsOf(errors)).toEqual([
      'drivers[0].licenseExpires',
      'shipments[0].status',
      'shipments[1].moves[0].events[0].site.id',
      'documents[0].shipmentId',
    ]);
  });
});
