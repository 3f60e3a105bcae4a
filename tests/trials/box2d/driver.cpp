// SPDX-License-Identifier: MIT
// Drops a box and a triangle onto the ground and steps the world. The triangle is issue 756's:
// three vertices given bit for bit (-71.27, 36.00), (-71.35, 36.07), (-71.37, 36.00), far from the
// origin and a tenth of a unit apart, with density 1. Box2D 2.4.1 accepts the polygon, and adding
// it to a dynamic body asserts in b2Body::ResetMassData that the inertia is positive.
#include <box2d/box2d.h>

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

float from_bits(std::uint32_t bits) {
  float value = 0.0F;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

b2Body* add_body(b2World& world, b2Vec2 position, const b2Shape& shape) {
  b2BodyDef body_def;
  body_def.type = b2_dynamicBody;
  body_def.position = position;
  b2Body* body = world.CreateBody(&body_def);
  b2FixtureDef fixture;
  fixture.shape = &shape;
  fixture.density = 1.0F;
  fixture.friction = 0.3F;
  body->CreateFixture(&fixture);
  return body;
}

}  // namespace

int main() {
  b2World world(b2Vec2(0.0F, -10.0F));

  b2BodyDef ground_def;
  b2Body* ground = world.CreateBody(&ground_def);
  b2EdgeShape ground_edge;
  ground_edge.SetTwoSided(b2Vec2(-100.0F, 0.0F), b2Vec2(100.0F, 0.0F));
  ground->CreateFixture(&ground_edge, 0.0F);

  b2PolygonShape box;
  box.SetAsBox(1.0F, 1.0F);
  b2Body* crate = add_body(world, b2Vec2(0.0F, 4.0F), box);
  for (int step = 0; step < 60; ++step) {
    world.Step(1.0F / 60.0F, 8, 3);
  }
  std::printf("crate at (%.2f, %.2f)\n", crate->GetPosition().x, crate->GetPosition().y);

  const b2Vec2 sliver[3] = {{from_bits(0xc28e8d90U), from_bits(0x42100000U)},
                            {from_bits(0xc28eb4beU), from_bits(0x42104e5fU)},
                            {from_bits(0xc28ebf3eU), from_bits(0x42100000U)}};
  b2PolygonShape triangle;
  triangle.Set(sliver, 3);
  std::printf("triangle of %d vertices\n", triangle.m_count);
  add_body(world, b2Vec2(0.0F, 0.0F), triangle);
  world.Step(1.0F / 60.0F, 8, 3);
  std::printf("stepped\n");
  return 0;
}
