/** The admins API's texts (docs/decisions/0013-admins-and-players.md): the server and the forms show them. */
export const AdminMessages = {
  listed: 'Admins fetched successfully.',
  fetched: 'Admin fetched successfully.',
  created: 'Admin created successfully.',
  updated: 'Admin updated successfully.',
  deleted: 'Admin deleted successfully.',
  notFound: 'Admin not found.',
  superAdminOnly: 'Only a super admin can manage admins.',
  emailTaken: 'An account with this email already exists.',
  userTypeRequired: 'Please choose a user type: Super admin or Location admin.',
  locationsRequired: 'Please choose at least one location.',
  locationInvalid: 'Please choose valid locations.',
  permissionsRequired: 'Please choose at least one permission.',
  permissionInvalid:
    'Permissions must be among full access, locations, court bookings and reporting.',
  lastSuperAdminDelete: 'You cannot delete the last super admin.',
  lastSuperAdminDemote: 'You cannot make the last super admin a location admin.',
  deleteSelf: 'You cannot delete your own account.',
  changeOwnType: 'You cannot change your own user type.',
  searchMax: 'Search must be no more than 100 characters.',
} as const;
