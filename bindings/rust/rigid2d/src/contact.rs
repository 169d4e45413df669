//! Touching contacts and the begin/end touch events of the last step.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{read_array, read_count, to_len};
use crate::ids::{BodyId, ShapeId};
use crate::math::Vec2;
use crate::world::World;

/// One point of a contact manifold.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct ManifoldPoint {
    /// World point midway between the surfaces, m.
    pub point: Vec2,
    /// Distance between the surfaces, m; negative when overlapping.
    pub separation: f32,
    /// Normal impulse of the last step, N s.
    pub normal_impulse: f32,
    /// Friction impulse of the last step, N s.
    pub tangent_impulse: f32,
    /// Feature id, stable while the same features touch.
    pub id: u32,
}

impl From<sys::r2d_manifold_point> for ManifoldPoint {
    fn from(raw: sys::r2d_manifold_point) -> ManifoldPoint {
        ManifoldPoint {
            point: raw.point.into(),
            separation: raw.separation,
            normal_impulse: raw.normal_impulse,
            tangent_impulse: raw.tangent_impulse,
            id: raw.id,
        }
    }
}

/// Two shapes that touch.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Contact {
    /// The first shape.
    pub shape_a: ShapeId,
    /// The second shape.
    pub shape_b: ShapeId,
    /// The body of `shape_a`.
    pub body_a: BodyId,
    /// The body of `shape_b`.
    pub body_b: BodyId,
    /// Unit normal from shape A towards shape B.
    pub normal: Vec2,
    points: [ManifoldPoint; 2],
    point_count: usize,
}

impl Contact {
    pub(crate) fn new(world: sys::r2d_world_id, raw: &sys::r2d_contact_data) -> Contact {
        Contact {
            shape_a: ShapeId::new(world, raw.shape_a),
            shape_b: ShapeId::new(world, raw.shape_b),
            body_a: BodyId::new(world, raw.body_a),
            body_b: BodyId::new(world, raw.body_b),
            normal: raw.normal.into(),
            points: raw.points.map(ManifoldPoint::from),
            // The record has room for two; never trust a count beyond that.
            point_count: usize::try_from(raw.point_count).unwrap_or(0).min(2),
        }
    }

    /// The manifold points: one or two.
    pub fn points(&self) -> &[ManifoldPoint] {
        &self.points[..self.point_count]
    }
}

/// Two shapes started touching.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ContactBeginEvent {
    /// The first shape.
    pub shape_a: ShapeId,
    /// The second shape.
    pub shape_b: ShapeId,
}

/// Two shapes stopped touching; either may already be destroyed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ContactEndEvent {
    /// The first shape.
    pub shape_a: ShapeId,
    /// The second shape.
    pub shape_b: ShapeId,
}

/// The contact events of the last step and of destroy calls since.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContactEvents {
    /// Pairs that started touching.
    pub begin: Vec<ContactBeginEvent>,
    /// Pairs that stopped touching.
    pub end: Vec<ContactEndEvent>,
}

impl World {
    /// Every touching contact, in a deterministic order.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, BoxShape, Circle, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let ground = world.create_body(&BodyDef::default())?;
    /// world.create_box(ground, &ShapeDef::default(), &BoxShape::new(5.0, 0.5))?;
    /// let ball = world.create_body(&BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 1.0), ..Default::default() })?;
    /// world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    /// world.step(1.0 / 60.0)?;
    /// let contacts = world.contacts()?;
    /// assert_eq!(contacts.len(), 1);
    /// assert!(!contacts[0].points().is_empty());
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn contacts(&self) -> Result<Vec<Contact>> {
        let raw = read_array(self.contact_count()?, |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` records.
            unsafe { sys::r2d_world_get_contacts(self.raw, out, capacity, copied) }
        })?;
        Ok(raw.iter().map(|contact| Contact::new(self.raw, contact)).collect())
    }

    /// The touching contacts of one body.
    pub fn body_contacts(&self, body: BodyId) -> Result<Vec<Contact>> {
        let raw_body = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let count = read_count(|out| unsafe { sys::r2d_body_get_contact_count(raw_body, out) })?;
        let raw = read_array(count, |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` records.
            unsafe { sys::r2d_body_get_contacts(raw_body, out, capacity, copied) }
        })?;
        Ok(raw.iter().map(|contact| Contact::new(self.raw, contact)).collect())
    }

    /// The begin and end touch events of the last step (and of destroy
    /// calls since), for shapes with contact events enabled.
    pub fn contact_events(&self) -> Result<ContactEvents> {
        let (mut begin_count, mut end_count) = (0, 0);
        // SAFETY: both out pointers are valid for the call.
        check(unsafe { sys::r2d_world_get_contact_event_counts(self.raw, &mut begin_count, &mut end_count) })?;
        let begin = read_array(to_len(begin_count), |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` events.
            unsafe { sys::r2d_world_get_contact_begin_events(self.raw, out, capacity, copied) }
        })?;
        let end = read_array(to_len(end_count), |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` events.
            unsafe { sys::r2d_world_get_contact_end_events(self.raw, out, capacity, copied) }
        })?;
        Ok(ContactEvents {
            begin: begin
                .iter()
                .map(|e| ContactBeginEvent {
                    shape_a: ShapeId::new(self.raw, e.shape_a),
                    shape_b: ShapeId::new(self.raw, e.shape_b),
                })
                .collect(),
            end: end
                .iter()
                .map(|e| ContactEndEvent {
                    shape_a: ShapeId::new(self.raw, e.shape_a),
                    shape_b: ShapeId::new(self.raw, e.shape_b),
                })
                .collect(),
        })
    }
}
