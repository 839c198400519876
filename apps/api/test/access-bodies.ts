// Request bodies the access table and its fixtures share (a file of its own: the fixtures and the rules import it,
// and the rules import the fixtures' types).
export const billing = {
  business_name: 'Bäckerei Huber GmbH',
  contact_person_name: 'Franz Huber',
  contact_person_email: 'rechnung@huber.example',
  street: 'Hauptstraße 1',
  postal_code: '94032',
  city: 'Passau',
};
