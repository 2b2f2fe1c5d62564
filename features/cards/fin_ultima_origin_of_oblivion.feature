Feature: Ultima, Origin of Oblivion: blight counters and a triggered mana ability
  Ultima, Origin of Oblivion {5} — Legendary Creature — God 4/4: Flying. Whenever Ultima attacks, put a blight
  counter on target land. For as long as that land has a blight counter on it, it loses all land types and
  abilities and has "{T}: Add {C}." Whenever you tap a land for {C}, add an additional {C}.

  Rulings: shared/data/fin-rulings.json (2025-06-06).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:a2133e29e2b6 @cr:613.1d @cr:611.2b @cr:205.3i
  Rule: A blighted land loses its land types and keeps its other types
    The affected land keeps any other card types (such as artifact) and supertypes (such as basic or legendary)
    when it loses its land types. (Recorded by two repositories for this card: corroborated.)

    @id:ultima-blighted-dryad-arbor-stays-a-creature
    Scenario: The blighted Dryad Arbor loses the Forest type and stays a Land Creature — Dryad
      Given Alice controls Ultima, Origin of Oblivion
      And Bob controls Dryad Arbor and Forest
      And Alice will choose Dryad Arbor as targets
      When Alice attacks with Ultima, Origin of Oblivion
      And all players pass priority until the stack is empty
      Then Dryad Arbor has 1 blight counter
      And the Dryad Arbor Bob controls has card types Land/Creature and subtype Dryad
      And the Forest Bob controls has card type Land and subtype Forest

    @id:ultima-unblighted-dryad-arbor-keeps-forest
    Scenario: The blighted Forest is a land with no land type; Dryad Arbor, not blighted, keeps its Forest type
      Given Alice controls Ultima, Origin of Oblivion
      And Bob controls Dryad Arbor and Forest
      And Alice will choose Forest as targets
      When Alice attacks with Ultima, Origin of Oblivion
      And all players pass priority until the stack is empty
      Then Forest has 1 blight counter
      And the Dryad Arbor Bob controls has card types Land/Creature and subtypes Forest/Dryad
      And the Forest Bob controls has card type Land and no subtype

  @ruling:b8ccef6e3acf @cr:605.1b @cr:605.4a @cr:106.12a
  Rule: Ultima's last ability is a triggered mana ability
    Ultima's last ability is a triggered mana ability. It doesn't use the stack and can't be responded to.
    (Wording as recorded by wingedsheep/argentum-engine only.)

    @id:ultima-wastes-adds-two-colorless
    Scenario: Alice taps Wastes for {C}: Ultima adds another {C} at once, without using the stack
      Given Alice controls Ultima, Origin of Oblivion and Wastes
      When Alice activates Wastes's "{T}: Add {C}." ability
      Then Alice's mana pool is {C}{C}
      And the stack is empty

    @id:ultima-forest-for-green-adds-nothing
    Scenario: Alice taps Forest for {G}: Ultima's ability doesn't trigger
      Given Alice controls Ultima, Origin of Oblivion and Forest
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}
      And the stack is empty

    @id:ultima-pays-for-a-spell-while-casting
    Scenario: While casting Nibelheim Aflame, two Wastes and two Mountains pay {2}{R}{R} with a {C} left over
      Given Alice controls Ultima, Origin of Oblivion, 2 Wastes and 2 Mountain
      And Alice has Nibelheim Aflame in her hand
      And Alice will choose Ultima, Origin of Oblivion as targets
      When Alice casts Nibelheim Aflame from her hand by tapping 2 Wastes and 2 Mountain
      Then Alice's mana pool is {C}{C}
      And the stack, from the bottom, holds Nibelheim Aflame

  @cr:106.7 @cr:613.1f
  Rule: What a blighted land could produce

    @id:ultima-reflecting-pool-blighted-forest-colorless
    Scenario: With her Forest blighted, Alice's Reflecting Pool adds {C}, and Ultima adds another {C}
      CR 106.7: the type of mana a land could produce is what its mana abilities would produce now, after
      effects that remove and grant abilities (613.1f): the blighted Forest could produce only {C}. Reflecting
      Pool is a land tapped for {C}, so Ultima's triggered mana ability adds another.

      Given Alice controls Ultima, Origin of Oblivion, Reflecting Pool and Forest
      And Alice will choose Forest as targets
      When Alice attacks with Ultima, Origin of Oblivion
      And all players pass priority until the stack is empty
      And Alice activates Reflecting Pool's "{T}: Add one mana" ability
      Then Alice's mana pool is {C}{C}

    @id:ultima-reflecting-pool-unblighted-forest-green
    Scenario: With her Forest not blighted, Alice's Reflecting Pool adds {G}, and Ultima adds nothing
      CR 106.7: the Forest that isn't blighted could produce {G}, the only type Reflecting Pool can add here.

      Given Alice controls Ultima, Origin of Oblivion, Reflecting Pool and Forest
      And Bob controls Wastes
      And Alice will choose Wastes as targets
      When Alice attacks with Ultima, Origin of Oblivion
      And all players pass priority until the stack is empty
      And Alice activates Reflecting Pool's "{T}: Add one mana" ability
      Then Alice's mana pool is {G}
