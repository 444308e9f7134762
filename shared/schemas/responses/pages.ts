import { collectionPage } from '../collections';
import { carrier, customer, driver, location, tractor } from './master-data';
import { shipment } from './shipment';

export const shipmentPage = collectionPage(shipment, 'ShipmentPage');
export const customerPage = collectionPage(customer, 'CustomerPage');
export const driverPage = collectionPage(driver, 'DriverPage');
export const carrierPage = collectionPage(carrier, 'CarrierPage');
export const locationPage = collectionPage(location, 'LocationPage');
export const tractorPage = collectionPage(tractor, 'TractorPage');
