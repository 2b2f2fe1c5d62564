Feature: Osteomancer Adept: creature spells cast from the graveyard by foraging follow the timing rules and enter with a finality counter
  Osteomancer Adept {1}{B} — Creature — Squirrel Warlock 2/2: Deathtouch. {T}: Until end of turn, you may cast
  creature spells from your graveyard by foraging in addition to paying their other costs. If you cast a spell
  this way, that creature enters with a finality counter on it. (To forage, exile three cards from your graveyard
  or sacrifice a Food. If a creature with a finality counter on it would die, exile it instead.)

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 701.61a (forage), 601.3 (a permission to cast from a zone changes only where the spell may be
  cast from), 302.1 (a creature spell is cast in a main phase of its controller's turn with an empty
  stack), 601.2h (the additional cost), 614.1c (enters with a counter), 122.1h (a finality counter), 122.6 and
  Doubling Season (twice that many counters are put on it). Alice's graveyard holds Grizzly Bears and three
  Islands: foraging exiles the three Islands, Grizzly Bears being on the stack by then.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Osteomancer Adept
    And Alice has Grizzly Bears, Island, Island and Island in her graveyard
    And Alice has {G}{C} in her mana pool

  @ruling:3c9435276171 @cr:122.1h @cr:400.7
  Rule: A finality counter doesn't stop the creature from going to a zone other than the graveyard
    Finality counters don't stop permanents from going to zones other than the graveyard from the battlefield.

    @id:blb-osteomancer-finality-bounced
    Scenario: Grizzly Bears, cast from the graveyard by foraging, enters with a finality counter; Unsummon returns it to Alice's hand
      Given Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Grizzly Bears from her graveyard
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 finality counter
      And 3 Island are in exile
      When Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand

    @id:blb-osteomancer-finality-destroyed
    Scenario: Grizzly Bears, cast from the graveyard by foraging, is destroyed by Murder: it is exiled
      Given Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Grizzly Bears from her graveyard
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      And Alice has no Grizzly Bears in her graveyard

  @ruling:c2b2f49b347e @cr:601.3 @cr:302.1 @cr:701.61a
  Rule: A creature spell cast with Osteomancer Adept's permission still follows the timing rules
    You must still follow timing restrictions and permissions for creature spells you cast with the permission
    granted by Osteomancer Adept's last ability.

    @id:blb-osteomancer-timing-with-stack
    Scenario: With her Crumb and Get It on the stack, Alice can't cast Grizzly Bears from her graveyard by foraging
      Given Alice has Crumb and Get It in her hand
      And Alice has {W} in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose Osteomancer Adept as targets
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Crumb and Get It from her hand
      And Alice tries to cast Grizzly Bears from her graveyard
      Then that is rejected by rule 302.1
      And Alice has Grizzly Bears in her graveyard

    @id:blb-osteomancer-timing-not-own-turn
    Scenario: On Bob's turn, after Osteomancer Adept's ability resolved, Alice can't cast Grizzly Bears from her graveyard
      Given it is Bob's precombat main phase
      When Bob passes priority
      And Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Bob passes priority
      And Alice tries to cast Grizzly Bears from her graveyard
      Then that is rejected by rule 302.1
      And Alice has Grizzly Bears in her graveyard

    @id:blb-osteomancer-timing-main-phase
    Scenario: In her main phase with an empty stack, Alice casts Grizzly Bears from her graveyard by foraging
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Grizzly Bears from her graveyard
      Then the stack, from the bottom, holds Grizzly Bears
      And 3 Island are in exile

    @id:blb-osteomancer-no-permission
    Scenario: Without activating Osteomancer Adept's ability, Alice can't cast Grizzly Bears from her graveyard
      When Alice tries to cast Grizzly Bears from her graveyard
      Then that is rejected by rule 601.3

  @ruling:051e994c0e90 @cr:122.1h @cr:122.6
  Rule: Several finality counters on the creature are redundant
    Multiple finality counters on a single permanent are redundant.

    @id:blb-osteomancer-two-finality-counters
    Scenario: With Doubling Season, Grizzly Bears enters with two finality counters; destroyed, it is exiled once
      Given Alice controls Doubling Season
      And Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Grizzly Bears from her graveyard
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 2 finality counters
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      And Alice controls no Grizzly Bears
